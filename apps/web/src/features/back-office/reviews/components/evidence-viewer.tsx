import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BackIcon, ChevronIcon, CloseIcon } from '../../../../components/ui/icons';
import { usePrivateMedia } from '../../../../hooks/use-private-media';
import { mediaUrl } from '../../../../lib/media';
import { useAdminT } from '../../i18n/admin-i18n';

/** A document an applicant sent (an ID image, a payment certificate, a product picture). */
export interface Evidence {
  /** The path as the API answers it (private documents are fetched with the access token). */
  path: string;
  /** What it is, in words: the viewer's title and the image's alt text. */
  label: string;
}

/** Zoom steps; 1 fits the document to the screen. */
export const ZOOMS = [1, 1.5, 2, 3, 4] as const;

export interface EvidenceViewerProps {
  items: readonly Evidence[];
  /** The document shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const control =
  'grid size-10 place-items-center rounded-full text-white hover:bg-white/15 disabled:opacity-40';

/**
 * The evidence of an application, large (native <dialog>, the whole screen): zoom in and out
 * (buttons, + and -, 0 to fit, a double click), move around a zoomed document by dragging or
 * scrolling, go to the previous or next document (buttons, arrow keys), open the original in a
 * new tab. Escape, the close button or a click beside the document closes it.
 */
export function EvidenceViewer({ items, index, onIndex, onClose }: EvidenceViewerProps) {
  const t = useAdminT();
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null && items[index] !== undefined;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  const current = open ? items[index] : undefined;
  return (
    <dialog
      ref={ref}
      aria-label={current?.label}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-stone-950 p-0 text-white backdrop:bg-stone-950/70"
    >
      {current && index !== null ? (
        <Document
          key={current.path}
          evidence={current}
          position={t('reviews.evidence.position', { index: index + 1, total: items.length })}
          onPrevious={index > 0 ? () => onIndex(index - 1) : undefined}
          onNext={index < items.length - 1 ? () => onIndex(index + 1) : undefined}
          onClose={onClose}
        />
      ) : null}
    </dialog>
  );
}

interface Size {
  width: number;
  height: number;
}

/** The box's room for content: its size less its padding. */
function innerSize(box: HTMLElement): Size {
  const style = getComputedStyle(box);
  const px = (value: string) => Number.parseFloat(value) || 0;
  return {
    width: box.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: box.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  };
}

interface DocumentProps {
  evidence: Evidence;
  position: string;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
  onClose: () => void;
}

/** One document in the viewer, with its own zoom (a new document starts fitted). */
function Document({ evidence, position, onPrevious, onNext, onClose }: DocumentProps) {
  const t = useAdminT();
  const url = usePrivateMedia(evidence.path);
  const [step, setStep] = useState(0);
  /** The document's own size, once it has loaded, and the room the viewer has for it. */
  const [natural, setNatural] = useState<Size | null>(null);
  const [room, setRoom] = useState<Size | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const measure = () => {
    const box = area.current;
    if (box) setRoom(innerSize(box));
  };
  useEffect(() => {
    const box = area.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(innerSize(box)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const zoom = ZOOMS[step] ?? 1;
  const zoomTo = (next: number) => setStep(Math.min(Math.max(next, 0), ZOOMS.length - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomTo(step + 1);
    else if (event.key === '-') zoomTo(step - 1);
    else if (event.key === '0') zoomTo(0);
    else if (event.key === 'ArrowLeft' && onPrevious) onPrevious();
    else if (event.key === 'ArrowRight' && onNext) onNext();
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current;
    if (!box || zoom === 1 || event.pointerType !== 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current;
    const start = drag.current;
    if (!box || !start) return;
    box.scrollLeft = start.left - (event.clientX - start.x);
    box.scrollTop = start.top - (event.clientY - start.y);
  };
  // Fitted: as large as the room allows (small pictures grow too); each zoom step multiplies that.
  const fit =
    natural && room && natural.width > 0 && natural.height > 0 && room.width > 0 && room.height > 0
      ? Math.min(room.width / natural.width, room.height / natural.height)
      : null;
  const sized =
    natural && fit
      ? {
          width: natural.width * fit * zoom,
          height: natural.height * fit * zoom,
          maxWidth: 'none',
          maxHeight: 'none',
        }
      : undefined;

  return (
    <div className="flex h-full flex-col" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-1 border-b border-white/10 px-2 py-1.5 sm:px-4">
        <div className="min-w-0 flex-1 px-1">
          <p className="truncate text-sm font-semibold">{evidence.label}</p>
          <p className="text-xs text-white/70">{position}</p>
        </div>
        <div
          role="group"
          aria-label={t('reviews.evidence.zoomLevel', { percent: zoom * 100 })}
          className="flex items-center gap-1"
        >
          <button
            type="button"
            className={control}
            onClick={() => zoomTo(step - 1)}
            disabled={step === 0}
            aria-label={t('reviews.evidence.zoomOut')}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              −
            </span>
          </button>
          <output aria-live="polite" className="min-w-12 text-center text-sm tabular-nums">
            {zoom * 100}%
          </output>
          <button
            type="button"
            className={control}
            onClick={() => zoomTo(step + 1)}
            disabled={step === ZOOMS.length - 1}
            aria-label={t('reviews.evidence.zoomIn')}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
          </button>
          <button
            type="button"
            className="min-h-10 rounded-full px-3 text-sm hover:bg-white/15 disabled:opacity-40"
            onClick={() => zoomTo(0)}
            disabled={step === 0}
          >
            {t('reviews.evidence.fit')}
          </button>
        </div>
        <a
          href={url ?? mediaUrl(evidence.path)}
          target="_blank"
          rel="noreferrer"
          className="hidden min-h-10 items-center rounded-full px-3 text-sm underline-offset-2 hover:bg-white/15 hover:underline sm:inline-flex"
        >
          {t('reviews.evidence.openOriginal')}
        </a>
        <button
          type="button"
          className={control}
          onClick={onClose}
          aria-label={t('reviews.evidence.close')}
          autoFocus
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <div
          ref={area}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerLeave={() => (drag.current = null)}
          onClick={(event) => {
            if (event.target === event.currentTarget && zoom === 1) onClose();
          }}
          className={`flex h-full w-full overflow-auto p-2 sm:p-6 ${zoom > 1 ? 'cursor-grab active:cursor-grabbing' : ''}`}
        >
          {url ? (
            <img
              src={url}
              alt={evidence.label}
              draggable={false}
              onLoad={(event) => {
                const image = event.currentTarget;
                setNatural({ width: image.naturalWidth, height: image.naturalHeight });
                measure();
              }}
              onDoubleClick={() => zoomTo(step === 0 ? 2 : 0)}
              style={sized}
              className="m-auto max-h-full max-w-full object-contain select-none"
            />
          ) : (
            <p className="m-auto text-sm text-white/80" role="status">
              {t('reviews.evidence.loading')}
            </p>
          )}
        </div>
        {onPrevious ? (
          <button
            type="button"
            onClick={onPrevious}
            aria-label={t('reviews.evidence.previous')}
            className={`${control} absolute start-2 top-1/2 -translate-y-1/2 bg-stone-900/70`}
          >
            <BackIcon className="size-6" />
          </button>
        ) : null}
        {onNext ? (
          <button
            type="button"
            onClick={onNext}
            aria-label={t('reviews.evidence.next')}
            className={`${control} absolute end-2 top-1/2 -translate-y-1/2 bg-stone-900/70`}
          >
            <ChevronIcon className="size-6" />
          </button>
        ) : null}
      </div>
      <p className="hidden border-t border-white/10 px-4 py-1.5 text-xs text-white/60 sm:block">
        {t('reviews.evidence.hint')}
      </p>
    </div>
  );
}

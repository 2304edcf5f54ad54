import { useState, type MouseEvent } from 'react';
import { usePrivateMedia } from '../../../../hooks/use-private-media';
import { mediaUrl } from '../../../../lib/media';
import { EvidenceViewer, type Evidence } from './evidence-viewer';

export interface EvidenceGalleryProps {
  items: readonly Evidence[];
  /** Classes of each thumbnail's link and of its image. */
  thumbClassName?: string;
  imageClassName?: string;
  /** How many thumbnails to show (all by default); the viewer shows every item. */
  thumbs?: number;
  /** The links' accessible names when the thumbnails' alt text should not be it (by item). */
  linkLabel?: (item: Evidence, index: number) => string;
}

/** A plain click opens the viewer; a click with a modifier (new tab, new window) is the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Thumb({
  item,
  className,
  imageClassName,
  label,
  onOpen,
}: {
  item: Evidence;
  className?: string;
  imageClassName?: string;
  label?: string;
  onOpen: () => void;
}) {
  const url = usePrivateMedia(item.path);
  return (
    <a
      href={url ?? mediaUrl(item.path)}
      target="_blank"
      rel="noreferrer"
      aria-label={label}
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {url ? (
        <img src={url} alt={item.label} loading="lazy" className={imageClassName} />
      ) : (
        <span className="sr-only">{item.label}</span>
      )}
    </a>
  );
}

/**
 * An application's evidence as thumbnails (private documents fetched with the access token);
 * a click opens them large in the EvidenceViewer, starting at the one clicked. Each thumbnail
 * stays a link to the file, so a middle click or Ctrl-click still opens it in a new tab.
 */
export function EvidenceGallery({
  items,
  thumbs = items.length,
  thumbClassName,
  imageClassName,
  linkLabel,
}: EvidenceGalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  if (items.length === 0) return null;
  return (
    <>
      {items.slice(0, thumbs).map((item, index) => (
        <Thumb
          key={`${item.path}-${index}`}
          item={item}
          className={thumbClassName}
          imageClassName={imageClassName}
          label={linkLabel?.(item, index)}
          onOpen={() => setShown(index)}
        />
      ))}
      <EvidenceViewer
        items={items}
        index={shown}
        onIndex={setShown}
        onClose={() => setShown(null)}
      />
    </>
  );
}

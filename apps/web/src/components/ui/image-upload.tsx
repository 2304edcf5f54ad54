import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePrivateMedia } from '../../hooks/use-private-media';
import { uploadDocument, uploadFile, type UploadResult } from '../../lib/upload';

/** Images the server accepts (contract upload.ts) and its size limit: checked before sending. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type Uploader = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadResult>;

const defaultUploader: Uploader = (file, onProgress, signal) =>
  uploadFile(file, { onProgress, signal, background: true });
const documentUploader: Uploader = (file, onProgress, signal) =>
  uploadDocument(file, { onProgress, signal, background: true });

export interface ImageUploadLabels {
  choose: string;
  change: string;
  retry: string;
  remove: string;
  /** "Uploading… {{percent}} %" already filled in by the caller for the given percent. */
  uploading: (percent: number) => string;
  done: string;
  failed: string;
  wrongType: string;
  tooLarge: string;
  /** Alt text of the preview. */
  preview: string;
}

export interface ImageUploadProps {
  label: ReactNode;
  /** The uploaded image (path to send, URL to show), or null. */
  value: UploadResult | null;
  onChange: (value: UploadResult | null) => void;
  labels: ImageUploadLabels;
  hint?: ReactNode;
  error?: string | undefined;
  /** A round preview (avatars). */
  round?: boolean;
  /** Uploads at once when a file is chosen; the default posts to /upload. */
  upload?: Uploader;
  name?: string;
  /** Offers to remove the image (default true). */
  removable?: boolean;
  /**
   * An identity document or payment proof: uploaded private (decision 0011) and, when shown
   * from its path, fetched with the access token.
   */
  document?: boolean;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; progress: number }
  | { phase: 'failed'; file: File; message: string }
  | { phase: 'done' };

/**
 * An image field that uploads as soon as a file is chosen: a preview at once, a progress bar,
 * a retry after a failure. The native file input keeps its label (tests and screen readers find
 * it by name); the visible button is its label.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  labels,
  hint,
  error,
  round,
  upload,
  name,
  removable = true,
  document: isDocument = false,
}: ImageUploadProps) {
  const send = upload ?? (isDocument ? documentUploader : defaultUploader);
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL?.(preview);
  }, [preview]);

  function start(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', file, progress: 0 });
    send(
      file,
      (fraction) =>
        setState((s) =>
          s.phase === 'uploading' && s.file === file ? { ...s, progress: fraction } : s,
        ),
      controller.signal,
    ).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState({ phase: 'done' });
        onChange(result);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          phase: 'failed',
          file,
          message: reason instanceof Error && reason.message ? reason.message : labels.failed,
        });
      },
    );
  }

  function choose(file: File | undefined) {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setState({ phase: 'failed', file, message: labels.wrongType });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setState({ phase: 'failed', file, message: labels.tooLarge });
      return;
    }
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onChange(null);
    start(file);
  }

  function remove() {
    abort.current?.abort();
    setState({ phase: 'idle' });
    setPreview(null);
    onChange(null);
    if (input.current) input.current.value = '';
  }

  const documentUrl = usePrivateMedia(isDocument && !preview ? value?.path : null);
  const shown = preview ?? (isDocument ? documentUrl : value?.url) ?? null;
  const percent = state.phase === 'uploading' ? Math.round(state.progress * 100) : 0;
  const problem = state.phase === 'failed' ? state.message : error;
  const canRetry =
    state.phase === 'failed' &&
    state.message !== labels.wrongType &&
    state.message !== labels.tooLarge;
  const statusId = `${id}-status`;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-stone-800" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={`grid size-20 shrink-0 place-items-center overflow-hidden border border-stone-200 bg-stone-50 ${round ? 'rounded-full' : 'rounded-lg'}`}
        >
          {shown ? (
            <img src={shown} alt={labels.preview} className="size-full object-cover" />
          ) : (
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-8 text-stone-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={input}
              id={id}
              name={name}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="peer sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={statusId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <label
              htmlFor={id}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:bg-stone-100"
            >
              {shown || state.phase === 'failed' ? labels.change : labels.choose}
            </label>
            {canRetry && state.phase === 'failed' ? (
              <button
                type="button"
                onClick={() => start(state.file)}
                className="inline-flex min-h-11 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
              >
                {labels.retry}
              </button>
            ) : null}
            {removable && shown && state.phase !== 'uploading' ? (
              <button
                type="button"
                onClick={remove}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
              >
                {labels.remove}
              </button>
            ) : null}
          </div>
          <div id={statusId} aria-live="polite" className="text-xs">
            {state.phase === 'uploading' ? (
              <div className="flex flex-col gap-1">
                <span className="text-stone-700">{labels.uploading(percent)}</span>
                <progress
                  max={100}
                  value={percent}
                  aria-label={labels.uploading(percent)}
                  className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-accent"
                />
              </div>
            ) : state.phase === 'done' && value ? (
              <span className="text-emerald-800">{labels.done}</span>
            ) : hint && !problem ? (
              <span className="text-stone-600">{hint}</span>
            ) : null}
          </div>
        </div>
      </div>
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

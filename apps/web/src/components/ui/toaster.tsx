import { dismissToast, useToasts } from '../../lib/toast';
import { CloseIcon } from './icons';

const tones = {
  error: 'bg-stone-900 text-white',
  success: 'bg-emerald-800 text-white',
  info: 'bg-stone-800 text-white',
} as const;

/** The spec's 3-second toasts, announced to screen readers. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toasts = useToasts();
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          className={`pointer-events-auto flex max-w-md items-start gap-2 rounded-lg px-4 py-3 text-sm shadow-lg ${tones[toast.tone]}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={closeLabel}
            className="-m-1 rounded p-1 hover:bg-white/10"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}

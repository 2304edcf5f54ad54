import { useT } from '../lib/i18n';

/** The small branded screen shown until currencies and languages have loaded. */
export function Splash({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="grid min-h-dvh place-items-center bg-stone-50 px-4 text-center">
      <div className="flex flex-col items-center gap-4" aria-live="polite">
        <div
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-2xl bg-accent text-3xl font-black text-white"
        >
          {t('app.name').slice(0, 1)}
        </div>
        <p className="text-xl font-bold text-stone-900">{t('app.name')}</p>
        {failed ? (
          <>
            <p role="alert" className="max-w-xs text-sm text-stone-700">
              {t('app.loadFailed')}
            </p>
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-strong"
            >
              {t('app.retry')}
            </button>
          </>
        ) : (
          <p className="text-sm text-stone-600" role="status">
            {t('app.loading')}
          </p>
        )}
      </div>
    </div>
  );
}

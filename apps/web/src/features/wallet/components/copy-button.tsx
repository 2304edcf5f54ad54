import { useEffect, useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { useT } from '../../../lib/i18n';

/** Copies a text and says so for two seconds (politely announced). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-100"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" />
        </svg>
        {state === 'copied' ? t('wallet.copied') : label}
      </button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied' ? t('wallet.copied') : state === 'failed' ? t('wallet.copyFailed') : ''}
      </span>
    </>
  );
}

import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useDecideReview } from '../api/decide-review';
import type { WalletReviewType } from '../keys';

/** Approve or reject one application, with an optional message to the applicant. */
export function DecisionControls({ type, id, applicant }: { type: WalletReviewType; id: number; applicant: string }) {
  const t = useT();
  const inputId = useId();
  const [message, setMessage] = useState('');
  const decide = useDecideReview();
  const [choice, setChoice] = useState<boolean | null>(null);
  const run = (approve: boolean) => {
    setChoice(approve);
    decide.mutate(
      { type, id, approve, message },
      { onSuccess: () => showToast(approve ? t('admin.approved', { id }) : t('admin.rejected', { id }), 'success') },
    );
  };
  const busy = decide.isPending;
  return (
    <div className="flex min-w-52 flex-col gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        {t('admin.messageFor', { name: applicant })}
      </label>
      <input
        id={inputId}
        value={message}
        maxLength={500}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t('admin.messagePlaceholder')}
        className="min-h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm"
      />
      <div className="flex gap-1.5">
        <button
          type="button"
          onClick={() => run(true)}
          disabled={busy}
          aria-busy={(busy && choice === true) || undefined}
          className="min-h-9 flex-1 rounded-md bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          {t('admin.approve')}
        </button>
        <button
          type="button"
          onClick={() => run(false)}
          disabled={busy}
          aria-busy={(busy && choice === false) || undefined}
          className="min-h-9 flex-1 rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        >
          {t('admin.reject')}
        </button>
      </div>
    </div>
  );
}

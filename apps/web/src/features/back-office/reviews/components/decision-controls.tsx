import { useId, useState } from 'react';
import { REVIEW_MESSAGE_MAX } from '@mall/contract/rules';
import { showToast } from '../../../../lib/toast';
import { useDecideApplication } from '../api/decide-application';
import type { ApplicationType } from '../../types';

/** What the controls of one application say; each board's column config words them. */
export interface DecisionTexts {
  /** The message input's label (screen readers) and placeholder. */
  messageLabel: string;
  placeholder: string;
  approve: string;
  reject: string;
  /** Added to both buttons for screen readers (which application), if the buttons' own text does not say it. */
  buttonDetail?: string;
  /** The toast once decided. */
  done: (approved: boolean) => string;
}

/** Approve or reject one application, with an optional message to the applicant. */
export function DecisionControls({
  type,
  id,
  texts,
}: {
  type: ApplicationType;
  id: number;
  texts: DecisionTexts;
}) {
  const inputId = useId();
  const [message, setMessage] = useState('');
  const decide = useDecideApplication();
  const [choice, setChoice] = useState<boolean | null>(null);
  const run = (approve: boolean) => {
    setChoice(approve);
    decide.mutate(
      { type, id, approve, message },
      { onSuccess: () => showToast(texts.done(approve), 'success') },
    );
  };
  const busy = decide.isPending;
  const detail = texts.buttonDetail ? <span className="sr-only"> {texts.buttonDetail}</span> : null;
  return (
    <div className="flex min-w-52 flex-col gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        {texts.messageLabel}
      </label>
      <input
        id={inputId}
        value={message}
        maxLength={REVIEW_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={texts.placeholder}
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
          {texts.approve}
          {detail}
        </button>
        <button
          type="button"
          onClick={() => run(false)}
          disabled={busy}
          aria-busy={(busy && choice === false) || undefined}
          className="min-h-9 flex-1 rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        >
          {texts.reject}
          {detail}
        </button>
      </div>
    </div>
  );
}

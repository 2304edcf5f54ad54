import { useId, useState } from 'react';

export interface ReasonFormProps {
  /** The input's label, read by screen readers. */
  label: string;
  /** What the empty input shows (short: the column is narrow). */
  placeholder: string;
  /** The submit button's text; `buttonDetail` is added for screen readers only (e.g. which row). */
  button: string;
  buttonDetail?: string;
  maxLength?: number;
  pending: boolean;
  /** Called with the trimmed reason. */
  onSubmit: (reason: string) => void;
}

/**
 * A one-line reason and a button, for an action that needs one (refusing an order): the
 * button stays disabled until a reason is typed, and while the action is sent.
 */
export function ReasonForm({
  label,
  placeholder,
  button,
  buttonDetail,
  maxLength = 140,
  pending,
  onSubmit,
}: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <form
      className="flex min-w-56 gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit(trimmed);
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        value={reason}
        maxLength={maxLength}
        onChange={(event) => setReason(event.target.value)}
        placeholder={placeholder}
        className="min-h-9 w-full rounded-md border border-stone-300 px-2 text-sm"
      />
      <button
        type="submit"
        disabled={!trimmed || pending}
        className="min-h-9 shrink-0 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {button}
        {buttonDetail ? <span className="sr-only"> {buttonDetail}</span> : null}
      </button>
    </form>
  );
}

import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import type { WalletRecord } from '../types';

export interface RequestFlowProps {
  /** The form; it calls `onDone` with the record the server made of the request. */
  children: (onDone: (record: WalletRecord) => void) => ReactNode;
  /** What the card says once the request is sent: a title, a line on the record, a link to its list. */
  sent: {
    title: string;
    body: (record: WalletRecord) => ReactNode;
    link: { to: string; label: string };
    /** The button that brings a new, empty form. */
    again: string;
  };
}

/** A wallet request (top-up, withdrawal): the form, then what was sent, then a fresh form if asked. */
export function RequestFlow({ children, sent }: RequestFlowProps) {
  const [done, setDone] = useState<WalletRecord | null>(null);
  const [round, setRound] = useState(0);
  if (!done) return <Fragment key={round}>{children(setDone)}</Fragment>;
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 className="text-base font-bold text-emerald-900">{sent.title}</h3>
      <p className="text-sm text-emerald-900">{sent.body(done)}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={sent.link.to} className={buttonClass('primary')}>
          {sent.link.label}
        </Link>
        <Button variant="secondary" onClick={() => (setDone(null), setRound((r) => r + 1))}>
          {sent.again}
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import { useLanguage, useT } from '../../../lib/i18n';
import { DocumentImage } from '../../../components/ui/document-image';
import { recordKindLabel, recordStateLabel, recordStateTone } from '../labels';
import type { WalletRecord } from '../types';
import { DualMoney } from './dual-money';

export interface RecordItemProps {
  record: WalletRecord;
  /** Extra action (recall) at the end of the row. */
  action?: ReactNode;
}

/** One wallet record: what, when, through which wallet, how much (in and out), its state. */
export function RecordItem({ record, action }: RecordItemProps) {
  const t = useT();
  const lang = useLanguage();
  const income = record.type === 'income';
  const kind = recordKindLabel(record.kind, t);
  // A failed or recalled record moved no money: its amount is shown struck through.
  const undone = record.state === 'failed' || record.state === 'revoked';
  return (
    <li className="flex gap-3 px-4 py-3">
      {record.certificate ? (
        <DocumentImage
          path={record.certificate}
          alt=""
          className="size-12 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-50"
          imageClassName="size-full object-cover"
          label={t('wallet.openCertificate', { kind })}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-items-center rounded-lg text-xl font-bold ${income ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-700'}`}
        >
          {income ? '+' : '−'}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="font-semibold text-stone-900">{kind}</p>
          <p
            className={`text-end font-semibold tabular-nums ${
              undone
                ? 'text-stone-500 line-through'
                : income
                  ? 'text-emerald-800'
                  : 'text-stone-900'
            }`}
          >
            <span className="sr-only">{income ? t('wallet.in') : t('wallet.out')} </span>
            <span aria-hidden="true">{income ? '+' : '−'}</span>
            <DualMoney value={record.amount} baseClassName="text-stone-600 text-xs" />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
          <time dateTime={record.created_at}>{formatDateTime(record.created_at, lang)}</time>
          {record.name ? <span>{record.name}</span> : null}
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ring-1 ${recordStateTone(record.state)}`}
          >
            {recordStateLabel(record.state, t)}
          </span>
        </div>
        {record.transcation_id ? (
          <p className="text-xs break-all text-stone-600">
            {t('wallet.transactionId')}:{' '}
            <span className="font-mono text-stone-800">{record.transcation_id}</span>
          </p>
        ) : null}
        {record.message ? (
          <p className="text-sm text-stone-700">
            {t('wallet.reviewerMessage', { message: record.message })}
          </p>
        ) : null}
        {record.remark ? (
          <p className="text-xs text-stone-600">
            {t('wallet.yourRemark', { remark: record.remark })}
          </p>
        ) : null}
        {action ? <div className="mt-1">{action}</div> : null}
      </div>
    </li>
  );
}

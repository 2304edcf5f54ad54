import { formatMoney, USD } from '../../../lib/money';
import { useLanguage, useT } from '../../../lib/i18n';
import { DocumentImage } from '../../../components/ui/document-image';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import type { WalletReviewType } from '../keys';
import type { WalletApplication } from '../types';
import { DecisionControls } from './decision-controls';

function dateTime(iso: string | null, lang: keyof typeof LANGUAGE_TAGS): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

const STATUS_TONE: Record<string, string> = {
  '1': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  '-1': 'bg-red-50 text-red-800 ring-red-200',
  '0': 'bg-amber-50 text-amber-900 ring-amber-200',
};

/**
 * Applications as a dense table on wide screens; on a phone each row folds into a card whose
 * cells carry their own labels.
 */
export function ReviewTable({ type, rows }: { type: WalletReviewType; rows: readonly WalletApplication[] }) {
  const t = useT();
  const lang = useLanguage();
  const cell = 'grid grid-cols-[7rem_1fr] gap-2 px-3 py-1 md:table-cell md:px-3 md:py-2 md:align-top';
  const tag = 'text-xs font-semibold text-stone-600 md:hidden';
  const detailLabel = (key: string) => {
    switch (key) {
      case 'bank_name':
        return t('admin.detail.bankName');
      case 'bank_acc_name':
        return t('admin.detail.bankAccName');
      case 'bank_acc_no':
        return t('admin.detail.bankAccNo');
      case 'bank_routing_no':
        return t('admin.detail.bankRoutingNo');
      case 'address':
        return t('admin.detail.address');
      default:
        return key;
    }
  };
  const statusLabel = (status: number, state: string) =>
    status === 1 ? t('admin.status.approved') : status === 0 ? t('admin.status.review') : state === 'revoked' ? t('admin.status.recalled') : t('admin.status.rejected');
  return (
    <table className="block w-full text-sm md:table md:border-collapse">
      <caption className="sr-only">{type === 500 ? t('admin.topUps') : t('admin.withdrawals')}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-stone-100 md:text-start md:text-xs md:text-stone-700 md:uppercase">
        <tr>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.id')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.user')}</th>
          <th scope="col" className="px-3 py-2 text-end font-semibold">{t('admin.col.amount')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.wallet')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.transactionId')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.certificate')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.date')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.status')}</th>
          <th scope="col" className="px-3 py-2 text-start font-semibold">{t('admin.col.decision')}</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => {
          const details = Object.entries(row.details ?? {}).filter(([key, v]) => v && !(key === 'bank_name' && v === row.name));
          const who = row.user.firstname || row.user.email;
          return (
            <tr key={row.id} className="flex flex-col rounded-lg border border-stone-200 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:even:bg-stone-50">
              <td className={cell}>
                <span className={tag}>{t('admin.col.id')}</span>
                <span className="font-mono text-stone-700">#{row.id}</span>
              </td>
              <td className={`${cell} md:min-w-44`}>
                <span className={tag}>{t('admin.col.user')}</span>
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{row.user.firstname}</span>
                  <span className="block text-stone-600 [overflow-wrap:anywhere]">{row.user.email}</span>
                </span>
              </td>
              <td className={`${cell} md:text-end`}>
                <span className={tag}>{t('admin.col.amount')}</span>
                <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">{formatMoney(row.amount, 'amount', USD)} USD</span>
              </td>
              <td className={`${cell} md:min-w-44`}>
                <span className={tag}>{t('admin.col.wallet')}</span>
                <span className="min-w-0">
                  <span className="block font-medium">{row.name || t('admin.bank')}</span>
                  {details.map(([key, value]) => (
                    <span key={key} className="block text-xs text-stone-600">
                      {detailLabel(key)}: <span className="font-mono text-stone-800 [overflow-wrap:anywhere]">{value}</span>
                    </span>
                  ))}
                </span>
              </td>
              <td className={cell}>
                <span className={tag}>{t('admin.col.transactionId')}</span>
                <span className="font-mono text-xs [overflow-wrap:anywhere]">{row.transcation_id ?? '—'}</span>
              </td>
              <td className={cell}>
                <span className={tag}>{t('admin.col.certificate')}</span>
                {row.certificate ? (
                  <DocumentImage
                    path={row.certificate}
                    alt=""
                    className="block size-14 overflow-hidden rounded-md border border-stone-200 bg-stone-50"
                    imageClassName="size-full object-cover"
                    label={t('admin.openCertificate', { id: row.id })}
                  />
                ) : (
                  <span className="text-stone-500">—</span>
                )}
              </td>
              <td className={cell}>
                <span className={tag}>{t('admin.col.date')}</span>
                <span className="text-stone-700">
                  <time dateTime={row.created_at}>{dateTime(row.created_at, lang)}</time>
                  {row.remark ? <span className="block text-xs text-stone-600 [overflow-wrap:anywhere]">{t('admin.remark', { remark: row.remark })}</span> : null}
                </span>
              </td>
              <td className={cell}>
                <span className={tag}>{t('admin.col.status')}</span>
                <span>
                  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_TONE[String(row.status)] ?? STATUS_TONE['0']}`}>
                    {statusLabel(row.status, row.state)}
                  </span>
                  {row.message ? <span className="mt-1 block text-xs text-stone-600 [overflow-wrap:anywhere]">{row.message}</span> : null}
                  {row.reviewed_at ? <span className="mt-1 block text-xs text-stone-500">{dateTime(row.reviewed_at, lang)}</span> : null}
                </span>
              </td>
              <td className={cell}>
                <span className={tag}>{t('admin.col.decision')}</span>
                {row.status === 0 ? <DecisionControls type={type} id={row.id} applicant={who} /> : <span className="text-stone-500">—</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

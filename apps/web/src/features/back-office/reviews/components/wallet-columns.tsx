import { LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import type { DataColumn } from '../../../../components/ui/data-table';
import type { AdminTFunction as TFunction } from '../../i18n/admin-i18n';
import { formatMoney, USD } from '../../../../lib/money';
import type { WalletApplication } from '../../types';
import { boardConfig } from './board-config';
import { DecisionControls } from './decision-controls';
import { EvidenceGallery } from './evidence-gallery';

function dateTime(iso: string | null, lang: Lang): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(date);
}

const STATUS_TONE: Record<string, string> = {
  '1': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  '-1': 'bg-red-50 text-red-800 ring-red-200',
  '0': 'bg-amber-50 text-amber-900 ring-amber-200',
};

function detailLabel(key: string, t: TFunction): string {
  switch (key) {
    case 'bank_name':
      return t('reviews.detail.bankName');
    case 'bank_acc_name':
      return t('reviews.detail.bankAccName');
    case 'bank_acc_no':
      return t('reviews.detail.bankAccNo');
    case 'bank_routing_no':
      return t('reviews.detail.bankRoutingNo');
    case 'address':
      return t('reviews.detail.address');
    default:
      return key;
  }
}

function statusLabel(status: number, state: string, t: TFunction): string {
  if (status === 1) return t('reviews.status.approved');
  if (status === 0) return t('reviews.status.review');
  return state === 'revoked' ? t('reviews.status.recalled') : t('reviews.status.rejected');
}

/** Top-ups (500) and withdrawals (400): the amount, where it goes or came from, its proof. */
function walletColumns(type: 400 | 500) {
  return (t: TFunction, lang: Lang): DataColumn<WalletApplication>[] => [
    {
      header: t('reviews.col.id'),
      cell: (row) => <span className="font-mono text-stone-700">#{row.id}</span>,
    },
    {
      header: t('reviews.col.user'),
      className: 'md:min-w-44',
      cell: (row) => (
        <span className="min-w-0">
          <span className="block font-semibold text-stone-900">{row.user.firstname}</span>
          <span className="block text-stone-600 [overflow-wrap:anywhere]">{row.user.email}</span>
        </span>
      ),
    },
    {
      header: t('reviews.col.amount'),
      align: 'end',
      cell: (row) => (
        <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">
          {formatMoney(row.amount, 'amount', USD)} USD
        </span>
      ),
    },
    {
      header: t('reviews.col.wallet'),
      className: 'md:min-w-44',
      cell: (row) => (
        <span className="min-w-0">
          <span className="block font-medium">{row.name || t('reviews.bank')}</span>
          {Object.entries(row.details ?? {})
            .filter(([key, v]) => v && !(key === 'bank_name' && v === row.name))
            .map(([key, value]) => (
              <span key={key} className="block text-xs text-stone-600">
                {detailLabel(key, t)}:{' '}
                <span className="font-mono text-stone-800 [overflow-wrap:anywhere]">{value}</span>
              </span>
            ))}
        </span>
      ),
    },
    {
      header: t('reviews.col.transactionId'),
      cell: (row) => (
        <span className="font-mono text-xs [overflow-wrap:anywhere]">
          {row.transcation_id ?? '—'}
        </span>
      ),
    },
    {
      header: t('reviews.col.certificate'),
      cell: (row) =>
        row.certificate ? (
          <EvidenceGallery
            items={[{ path: row.certificate, label: t('reviews.certificateOf', { id: row.id }) }]}
            thumbClassName="block size-14 overflow-hidden rounded-md border border-stone-200 bg-stone-50"
            imageClassName="size-full object-cover"
            linkLabel={() => t('reviews.openCertificate', { id: row.id })}
          />
        ) : (
          <span className="text-stone-500">—</span>
        ),
    },
    {
      header: t('reviews.col.date'),
      cell: (row) => (
        <span className="text-stone-700">
          <time dateTime={row.created_at}>{dateTime(row.created_at, lang)}</time>
          {row.remark ? (
            <span className="block text-xs text-stone-600 [overflow-wrap:anywhere]">
              {t('reviews.remark', { remark: row.remark })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('reviews.col.status'),
      cell: (row) => (
        <span>
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_TONE[String(row.status)] ?? STATUS_TONE['0']}`}
          >
            {statusLabel(row.status, row.state, t)}
          </span>
          {row.message ? (
            <span className="mt-1 block text-xs text-stone-600 [overflow-wrap:anywhere]">
              {row.message}
            </span>
          ) : null}
          {row.reviewed_at ? (
            <span className="mt-1 block text-xs text-stone-500">
              {dateTime(row.reviewed_at, lang)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('reviews.col.decision'),
      cell: (row) =>
        row.status === 0 ? (
          <DecisionControls
            type={type}
            id={row.id}
            texts={{
              messageLabel: t('reviews.messageFor', { name: row.user.firstname || row.user.email }),
              placeholder: t('reviews.messagePlaceholder'),
              approve: t('reviews.approve'),
              reject: t('reviews.reject'),
              done: (approved) =>
                approved
                  ? t('reviews.approved', { id: row.id })
                  : t('reviews.rejected', { id: row.id }),
            }}
          />
        ) : (
          <span className="text-stone-500">—</span>
        ),
    },
  ];
}

const walletBoard = (type: 400 | 500) =>
  boardConfig<WalletApplication>({
    title: type === 500 ? 'reviews.topUps' : 'reviews.withdrawals',
    filterLabel: 'reviews.statusLabel',
    statusLabels: {
      '0': 'reviews.filter.review',
      '1': 'reviews.filter.approved',
      '-1': 'reviews.filter.rejected',
      '': 'reviews.filter.all',
    },
    empty: (status) =>
      status === '0'
        ? { title: 'reviews.emptyReview', body: 'reviews.emptyReviewBody' }
        : { title: 'reviews.empty', body: 'reviews.emptyBody' },
    stacked: true,
    columns: walletColumns(type),
  });

export const TOP_UPS = walletBoard(500);
export const WITHDRAWALS = walletBoard(400);

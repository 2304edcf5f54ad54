import type { TFunction } from '../../lib/i18n';

export function noticeTypeLabel(type: number, t: TFunction): string {
  switch (type) {
    case 100:
      return t('notices.type.merchant');
    case 200:
      return t('notices.type.product');
    case 300:
      return t('notices.type.stockIn');
    case 400:
      return t('notices.type.withdrawal');
    case 500:
      return t('notices.type.topUp');
    default:
      return t('notices.type.other');
  }
}

export function noticeStatusLabel(status: number, t: TFunction): string {
  if (status === 1) return t('notices.status.success');
  if (status === -1) return t('notices.status.failed');
  return t('notices.status.review');
}

export function noticeStatusTone(status: number): string {
  if (status === 1) return 'bg-emerald-50 text-emerald-800 ring-emerald-200';
  if (status === -1) return 'bg-red-50 text-red-800 ring-red-200';
  return 'bg-amber-50 text-amber-900 ring-amber-200';
}

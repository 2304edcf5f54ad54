import { centsToDecimal } from '@mall/contract/money';
import type { NoticeParams, NoticeTemplate } from '@mall/contract/notice-texts';
import type { WalletRecordRow } from './wallet-record-repository';

/** What a top-up (500) or withdrawal (400) notice says: a template and its parameters. */
export interface NoticeText {
  template: NoticeTemplate;
  params: NoticeParams;
}

const amount = (record: WalletRecordRow) => `${centsToDecimal(record.amountCents)} USD`;

export function topUpSubmitted(record: WalletRecordRow): NoticeText {
  return { template: 'topup_submitted', params: { amount: amount(record) } };
}

export function topUpDecided(
  record: WalletRecordRow,
  approve: boolean,
  message: string,
): NoticeText {
  return {
    template: approve ? 'topup_approved' : 'topup_rejected',
    params: { amount: amount(record), message },
  };
}

export function withdrawalSubmitted(record: WalletRecordRow): NoticeText {
  return { template: 'withdrawal_submitted', params: { amount: amount(record) } };
}

export function withdrawalDecided(
  record: WalletRecordRow,
  approve: boolean,
  message: string,
): NoticeText {
  return {
    template: approve ? 'withdrawal_approved' : 'withdrawal_rejected',
    params: { amount: amount(record), message },
  };
}

export function withdrawalRevoked(record: WalletRecordRow): NoticeText {
  return { template: 'withdrawal_revoked', params: { amount: amount(record) } };
}

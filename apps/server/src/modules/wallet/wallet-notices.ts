import { centsToDecimal } from '@mall/contract/money';
import type { WalletRecordRow } from './wallet-record-repository';

/** Notice texts of top-ups (500) and withdrawals (400). */
export interface NoticeText {
  title: string;
  content: string;
}

const usd = (record: WalletRecordRow) => `${centsToDecimal(record.amountCents)} USD`;
const withMessage = (text: string, message: string) => (message ? `${text} ${message}` : text);

export function topUpSubmitted(record: WalletRecordRow): NoticeText {
  return { title: 'Top-up submitted', content: `Your top-up of ${usd(record)} is under review.` };
}

export function topUpDecided(record: WalletRecordRow, approve: boolean, message: string): NoticeText {
  return approve
    ? { title: 'Top-up approved', content: withMessage(`${usd(record)} has been added to your balance.`, message) }
    : { title: 'Top-up rejected', content: withMessage(`Your top-up of ${usd(record)} was not approved.`, message) };
}

export function withdrawalSubmitted(record: WalletRecordRow): NoticeText {
  return { title: 'Withdrawal submitted', content: `Your withdrawal of ${usd(record)} is under review; the amount is frozen.` };
}

export function withdrawalDecided(record: WalletRecordRow, approve: boolean, message: string): NoticeText {
  return approve
    ? { title: 'Withdrawal approved', content: withMessage(`Your withdrawal of ${usd(record)} has been paid out.`, message) }
    : {
        title: 'Withdrawal rejected',
        content: withMessage(`Your withdrawal of ${usd(record)} was not approved; the amount is back in your balance.`, message),
      };
}

export function withdrawalRevoked(record: WalletRecordRow): NoticeText {
  return { title: 'Withdrawal revoked', content: `You revoked your withdrawal of ${usd(record)}; the amount is back in your balance.` };
}

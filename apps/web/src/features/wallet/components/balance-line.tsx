import { Money } from '../../../components/money';
import { useT } from '../../../lib/i18n';
import { formatMoney, USD, useCurrency } from '../../../lib/money';
import { useBalance } from '../api/get-balance';

/** One line for the checkout's wallet option: the balance, and in USD when another currency is shown. */
export function BalanceLine() {
  const t = useT();
  const balance = useBalance();
  const currency = useCurrency();
  if (!balance.data) return <span className="text-xs text-stone-600">{t('app.loading')}</span>;
  return (
    <span className="text-xs text-stone-700">
      {t('checkout.payment.balance')}{' '}
      <Money value={balance.data.balance} kind="amount" className="font-semibold text-stone-900" />
      {currency.code === 'USD' ? null : ` (${formatMoney(balance.data.balance, 'amount', USD)})`}
    </span>
  );
}

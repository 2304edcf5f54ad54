import { useAdminT } from '../../i18n/admin-i18n';

/** "Listed" (green) or "Hidden" (grey): whether buyers are offered the currency or wallet. */
export function ListedBadge({ listed }: { listed: boolean }) {
  const t = useAdminT();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
        listed ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700'
      }`}
    >
      {listed ? t('money.listed') : t('money.hidden')}
    </span>
  );
}

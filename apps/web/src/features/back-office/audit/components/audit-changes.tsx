import { useAdminT } from '../../i18n/admin-i18n';
import { diffFields } from '../audit-diff';

/** The record before and after an action, field by field, the changed fields highlighted. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const t = useAdminT();
  const rows = diffFields(before, after);
  if (rows.length === 0)
    return <p className="py-2 text-sm text-stone-600">{t('audit.noFields')}</p>;
  const cell = (value: string | undefined, changed: boolean, side: 'before' | 'after') => (
    <td
      className={`px-2 py-1 align-top font-mono text-xs break-all ${
        changed
          ? side === 'before'
            ? 'bg-red-50 text-red-900'
            : 'bg-emerald-50 text-emerald-900'
          : ''
      }`}
    >
      {value === undefined ? <span className="text-stone-400">—</span> : value}
    </td>
  );
  return (
    <table className="mt-1 w-full table-fixed border-collapse rounded-md border border-stone-200 bg-white text-sm">
      <caption className="sr-only">{t('audit.changesCaption')}</caption>
      <thead className="bg-stone-100 text-xs text-stone-700">
        <tr>
          <th scope="col" className="w-1/5 px-2 py-1 text-start">
            {t('audit.field')}
          </th>
          <th scope="col" className="px-2 py-1 text-start">
            {t('audit.before')}
          </th>
          <th scope="col" className="px-2 py-1 text-start">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.field}
            className="border-t border-stone-100"
            data-changed={row.changed || undefined}
          >
            <th scope="row" className="px-2 py-1 text-start align-top text-xs font-semibold">
              {row.field || t('audit.value')}
              {row.changed ? (
                <span className="ms-1 text-amber-800">{t('audit.changed')}</span>
              ) : null}
            </th>
            {cell(row.before, row.changed, 'before')}
            {cell(row.after, row.changed, 'after')}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

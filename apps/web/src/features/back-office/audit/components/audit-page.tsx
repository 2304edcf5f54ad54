import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '@mall/contract/audit';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useStaff } from '../../staff/api/get-staff';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { getAudit, useAudit } from '../api/get-audit';
import { AuditChanges } from './audit-changes';
import { DateFilter } from '../../components/date-filter';

const column = createColumnHelper<AuditEntry>();

/** `user:42` leads to that user's page; other records are shown as they are. */
function RecordCell({ record }: { record: string }) {
  const user = /^user:(\d+)$/.exec(record);
  if (!user) return <span className="font-mono text-xs">{record}</span>;
  return (
    <Link to={`/admin/users/${user[1]}`} className="font-mono text-xs underline">
      {record}
    </Link>
  );
}

/**
 * /admin/audit (the owner's): every back-office action, newest first, by person, record,
 * action and dates (all in the URL); a row unfolds to the record before and after, side by
 * side with the changed fields marked; CSV export of the filtered entries.
 */
export function AuditPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({ actor_id: '', record: '', action: '', from: '', to: '' });
  const query = useAudit(table.params);
  const staff = useStaff({ page: 1, pagesize: 100 });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const people = (staff.data?.list ?? []).map((member) => ({
    value: String(member.id),
    label: member.email,
  }));
  const actor = table.filters.actor_id;
  if (actor && !people.some((person) => person.value === actor))
    people.push({ value: actor, label: `#${actor}` });

  const columns = [
    column.accessor('created_at', {
      header: t('audit.columns.time'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap">{formatDateTime(getValue(), lang)}</span>
      ),
    }),
    column.accessor((entry) => entry.actor.email, {
      id: 'actor',
      header: t('audit.columns.person'),
      enableSorting: false,
    }),
    column.accessor('action', {
      header: t('audit.columns.action'),
      enableSorting: false,
      meta: { className: 'font-mono text-xs' },
    }),
    column.accessor('record', {
      header: t('audit.columns.record'),
      enableSorting: false,
      cell: ({ getValue }) => <RecordCell record={getValue()} />,
    }),
    column.accessor('ip', {
      header: t('audit.columns.ip'),
      enableSorting: false,
      meta: { className: 'font-mono text-xs' },
    }),
    column.display({
      id: 'changes',
      header: () => <span className="sr-only">{t('audit.columns.changes')}</span>,
      cell: ({ row }) => {
        const expanded = open.has(row.original.id);
        return (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => toggle(row.original.id)}
            className="min-h-9 rounded-md px-2 text-sm whitespace-nowrap text-stone-800 underline-offset-2 hover:underline"
          >
            {t(expanded ? 'audit.hideChanges' : 'audit.showChanges')}
            <span className="sr-only"> {t('audit.ofEntry', { id: row.original.id })}</span>
          </button>
        );
      },
    }),
  ];

  return (
    <>
      <AdminPageHeader title={t('audit.title')} description={t('audit.intro')} />
      <FilterBar onReset={table.reset}>
        <SelectField
          stacked
          label={t('audit.filters.person')}
          value={actor}
          onValueChange={(actor_id) => table.set({ actor_id })}
          options={[{ value: '', label: t('shell.filters.all') }, ...people]}
        />
        <SearchBox
          value={table.filters.record}
          onSearch={(record) => table.set({ record: record.trim() })}
          label={t('audit.filters.record')}
          placeholder="user:42"
        />
        <SearchBox
          value={table.filters.action}
          onSearch={(action) => table.set({ action: action.trim() })}
          label={t('audit.filters.action')}
          placeholder="user.disable"
        />
        <DateFilter
          label={t('audit.filters.from')}
          value={table.filters.from}
          onChange={(from) => table.set({ from })}
        />
        <DateFilter
          label={t('audit.filters.to')}
          value={table.filters.to}
          onChange={(to) => table.set({ to })}
        />
      </FilterBar>
      <p className="mb-2 text-xs text-stone-600">{t('audit.filterHint')}</p>
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(entry: AuditEntry) => String(entry.id)}
        caption={t('audit.title')}
        empty={{ title: t('audit.empty') }}
        renderDetail={(entry: AuditEntry) =>
          open.has(entry.id) ? <AuditChanges before={entry.before} after={entry.after} /> : null
        }
        exportCsv={{
          name: 'audit',
          columns: [
            { header: 'id', value: (e: AuditEntry) => e.id },
            { header: 'created_at', value: (e: AuditEntry) => e.created_at },
            { header: 'actor_id', value: (e: AuditEntry) => e.actor.id },
            { header: 'actor_email', value: (e: AuditEntry) => e.actor.email },
            { header: 'action', value: (e: AuditEntry) => e.action },
            { header: 'record', value: (e: AuditEntry) => e.record },
            { header: 'ip', value: (e: AuditEntry) => e.ip },
            { header: 'before', value: (e: AuditEntry) => JSON.stringify(e.before) },
            { header: 'after', value: (e: AuditEntry) => JSON.stringify(e.after) },
          ],
          fetchPage: (page, pagesize) => getAudit({ ...table.params, page, pagesize }),
        }}
      />
    </>
  );
}

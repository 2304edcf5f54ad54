import type {
  AdminCurrency,
  AdminCurrencyList,
  CurrencyHistoryPage,
  CurrencyHistoryQuery,
  CurrencyRateChange,
  CurrencySaveBody,
} from '@mall/contract/currency';
import { BASE_CURRENCY, parseRate } from '@mall/contract/money';
import { pageOf } from '@mall/contract/pagination';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import * as repo from './currency-repository';
import { readSettings } from './settings-repository';
import { formatRate } from './site-service';

function changeView(row: repo.RateChangeRow): CurrencyRateChange {
  return {
    id: row.id,
    code: row.code,
    rate_before: row.rateBefore === null ? null : formatRate(row.rateBefore),
    rate_after: formatRate(row.rateAfter),
    actor: { id: row.actorId, email: row.actorEmail },
    created_at: row.createdAt.toISOString(),
  };
}

function currencyView(row: repo.CurrencyRow, lastChange: CurrencyRateChange | null): AdminCurrency {
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    rate: formatRate(row.rate),
    enabled: row.enabled,
    sort: row.sort,
    last_change: lastChange,
  };
}

/** The record an audit entry keeps of a currency. */
const audited = (row: repo.CurrencyRow) => ({
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  rate: formatRate(row.rate),
  enabled: row.enabled,
  sort: row.sort,
});

/** GET /admin/currency/index: every currency, enabled or not, with its latest rate change. */
export async function adminCurrencyList(db: DbOrTx): Promise<AdminCurrencyList> {
  const [rows, changes] = await Promise.all([
    repo.listAllCurrencies(db),
    repo.latestRateChanges(db),
  ]);
  const latest = new Map(changes.map((change) => [change.code, changeView(change)]));
  return { list: rows.map((row) => currencyView(row, latest.get(row.code) ?? null)) };
}

/** GET /admin/currency/history */
export async function currencyHistory(
  db: DbOrTx,
  query: CurrencyHistoryQuery,
): Promise<CurrencyHistoryPage> {
  const { rows, total } = await repo.pageRateChanges(db, query);
  return pageOf(rows.map(changeView), total, query);
}

/** USD is the base: its rate stays 1 and it stays listed; the default currency stays listed. */
async function checkRules(db: DbOrTx, row: repo.CurrencyRow): Promise<void> {
  if (row.code === BASE_CURRENCY && parseRate(row.rate) !== 1_000_000n)
    throw invalidField('rate', 'USD is the base currency: its rate is 1');
  if (row.enabled) return;
  if (row.code === BASE_CURRENCY)
    throw invalidField('enabled', 'USD is the base currency: it cannot be disabled');
  const stored = (await readSettings(db, ['default_currency'])).get('default_currency');
  if (stored === row.code)
    throw invalidField(
      'enabled',
      'the default currency (setting default_currency) cannot be disabled',
    );
}

/** The currency as the save leaves it, checked. */
async function changed(
  tx: Tx,
  before: repo.CurrencyRow | undefined,
  body: CurrencySaveBody,
): Promise<repo.CurrencyRow> {
  const after: repo.CurrencyRow = {
    code: body.code,
    rate: body.rate,
    name: body.name ?? before?.name ?? body.code,
    symbol: body.symbol ?? before?.symbol ?? body.code,
    enabled: body.enabled ?? before?.enabled ?? true,
    sort: body.sort ?? before?.sort ?? (await repo.nextCurrencySort(tx)),
  };
  await checkRules(tx, after);
  return after;
}

/**
 * POST /admin/currency/save (contract 6.7): creates the currency when the code is new (name
 * and symbol default to the code), else changes what is sent. In one transaction: the row, a
 * `currency_rate_changes` row when the rate changed (or the currency is new) and the audit
 * entry `currency.save`. get_currency reads the table on every request, so buyers see the new
 * rate on their next request on any instance.
 */
export async function saveCurrency(
  db: Db,
  actor: AuditActor,
  body: CurrencySaveBody,
): Promise<AdminCurrency> {
  return db.transaction(async (tx) => {
    let before = await repo.lockCurrency(tx, body.code);
    let after = await changed(tx, before, body);
    if (!before && !(await repo.insertCurrency(tx, after))) {
      // Created meanwhile by another save: this one changes it.
      before = await repo.lockCurrency(tx, body.code);
      after = await changed(tx, before, body);
    }
    if (before) await repo.updateCurrency(tx, after);
    const rateChanged = !before || parseRate(before.rate) !== parseRate(after.rate);
    if (rateChanged)
      await repo.insertRateChange(tx, {
        code: after.code,
        rateBefore: before?.rate ?? null,
        rateAfter: after.rate,
        actorId: actor.id,
      });
    await writeAudit(tx, actor, {
      action: 'currency.save',
      record: `currency:${after.code}`,
      before: before ? audited(before) : null,
      after: audited(after),
    });
    const [latest] = (await repo.pageRateChanges(tx, { code: after.code, page: 1, pagesize: 1 }))
      .rows;
    return currencyView(after, latest ? changeView(latest) : null);
  });
}

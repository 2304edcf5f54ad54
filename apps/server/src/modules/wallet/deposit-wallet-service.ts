import type {
  AdminDepositWallet,
  AdminDepositWalletList,
  DepositWalletSaveBody,
} from '@mall/contract/deposit-wallet';
import type { Db, Tx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import * as repo from './deposit-wallet-repository';

/** The record an audit entry keeps of a wallet. */
const audited = (row: repo.DepositWalletRow) => ({
  code: row.code,
  name: row.name,
  network: row.network,
  address: row.address,
  enabled: row.enabled,
  sort: row.sort,
});

/** GET /admin/deposit_wallet/index: every deposit wallet, with how many records name it. */
export async function adminDepositWalletList(db: Db): Promise<AdminDepositWalletList> {
  return { list: await repo.listAllDepositWallets(db) };
}

async function changed(
  tx: Tx,
  before: repo.DepositWalletRow | undefined,
  body: DepositWalletSaveBody,
): Promise<repo.DepositWalletRow> {
  return {
    code: body.code,
    name: body.name,
    network: body.network,
    address: body.address,
    enabled: body.enabled ?? before?.enabled ?? true,
    sort: body.sort ?? before?.sort ?? (await repo.nextDepositWalletSort(tx)),
  };
}

/**
 * POST /admin/deposit_wallet/save: creates the wallet when the code is new, else replaces its
 * name, network and address (and enabled, sort when sent), with the audit entry
 * `deposit_wallet.save` in the same transaction. get_wallets, top-ups and withdrawals read
 * the table per request.
 */
export async function saveDepositWallet(
  db: Db,
  actor: AuditActor,
  body: DepositWalletSaveBody,
): Promise<AdminDepositWallet> {
  return db.transaction(async (tx) => {
    let before = await repo.lockDepositWallet(tx, body.code);
    let after = await changed(tx, before, body);
    if (!before && !(await repo.insertDepositWallet(tx, after))) {
      // Created meanwhile by another save: this one changes it.
      before = await repo.lockDepositWallet(tx, body.code);
      after = await changed(tx, before, body);
    }
    if (before) await repo.updateDepositWallet(tx, after);
    await writeAudit(tx, actor, {
      action: 'deposit_wallet.save',
      record: `deposit_wallet:${after.code}`,
      before: before ? audited(before) : null,
      after: audited(after),
    });
    return { ...after, records: await repo.countRecordsOfWallet(tx, after.code) };
  });
}

/**
 * POST /admin/deposit_wallet/remove: removes a wallet no record names, with the audit entry
 * `deposit_wallet.remove`. One that top-ups or withdrawals name is refused (1000008 {field:
 * code}): their history shows its name, and a pending one may still be paid through it;
 * disable it instead (save with enabled 0), which hides it from get_wallets and new requests.
 */
export async function removeDepositWallet(
  db: Db,
  actor: AuditActor,
  code: string,
): Promise<{ code: string; removed: true }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockDepositWallet(tx, code);
    if (!before) throw invalidField('code', 'no such deposit wallet');
    const records = await repo.countRecordsOfWallet(tx, code);
    if (records > 0)
      throw invalidField(
        'code',
        `named by ${records} wallet record(s): disable it instead (enabled 0)`,
      );
    await repo.deleteDepositWallet(tx, code);
    await writeAudit(tx, actor, {
      action: 'deposit_wallet.remove',
      record: `deposit_wallet:${code}`,
      before: audited(before),
      after: null,
    });
    return { code, removed: true };
  });
}

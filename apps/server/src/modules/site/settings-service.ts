import {
  SETTING_FIELDS,
  SETTING_KEYS,
  SETTINGS,
  UNKNOWN_SETTING_DESCRIPTION,
  checkSetting,
  isSettingKey,
  settingValue,
  type Setting,
  type SettingKey,
  type SettingList,
} from '@mall/contract/settings';
import type { Db, Tx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { assertOwnUpload } from '../uploads/own-upload';
import { isEnabledCurrency } from './currency-repository';
import * as repo from './settings-repository';
import { MODULE_SETTINGS } from './settings-writer';

const setting = (key: string, value: unknown): Setting => ({
  key,
  value,
  description: isSettingKey(key) ? SETTINGS[key].description : UNKNOWN_SETTING_DESCRIPTION,
});

/**
 * GET /admin/settings/index: every key of the registry, in its order, with the value readers
 * use (the stored one when valid, else the default), then any other key the table holds, as
 * stored, except the keys other modules write through `settings-writer.ts` (the static
 * document's pointer): those are edited on their own pages, not here.
 */
export async function settingList(db: Db): Promise<SettingList> {
  const stored = new Map((await repo.listSettings(db)).map((row) => [row.key, row.value]));
  const known = SETTING_KEYS.map((key) => setting(key, settingValue(key, stored.get(key))));
  const others = [...stored.keys()]
    .filter((key) => !isSettingKey(key) && !MODULE_SETTINGS.has(key))
    .map((key) => setting(key, stored.get(key)));
  return { list: [...known, ...others] };
}

/** An uploaded path newly given to a setting must be the actor's own upload. */
async function checkMedia(tx: Tx, actor: AuditActor, path: unknown, before: unknown) {
  if (typeof path !== 'string' || path === '' || path === before) return;
  if (path.startsWith('/static/uploads/')) await assertOwnUpload(tx, actor.id, path, 'value');
}

/** What the value refers to must exist: an enabled currency, the actor's own upload. */
async function checkReferences(
  tx: Tx,
  actor: AuditActor,
  key: SettingKey,
  value: unknown,
  before: unknown,
): Promise<void> {
  const input = SETTING_FIELDS[key].input;
  if (input === 'currency' && !(await isEnabledCurrency(tx, String(value))))
    throw invalidField('value', 'not an enabled currency');
  if (input === 'media') await checkMedia(tx, actor, value, before);
}

/**
 * POST /admin/settings/save: stores the value (the key's schema output) and its audit entry
 * `setting.save` (before: the stored value, null when none; after: the new one) in one
 * transaction. Nothing caches settings in memory: every reader reads the table per request,
 * so the next request on any instance sees the change.
 */
export async function saveSetting(
  db: Db,
  actor: AuditActor,
  body: { key: string; value: unknown },
): Promise<Setting> {
  if (!isSettingKey(body.key)) throw invalidField('key', 'not a known setting');
  const key = body.key;
  const checked = checkSetting(key, body.value);
  if (!checked.ok) throw invalidField('value', checked.reason);
  return db.transaction(async (tx) => {
    const stored = await repo.lockSetting(tx, key);
    const before = stored === undefined ? null : stored.value;
    await checkReferences(tx, actor, key, checked.value, before);
    await repo.upsertSetting(tx, key, checked.value);
    await writeAudit(tx, actor, {
      action: 'setting.save',
      record: `setting:${key}`,
      before,
      after: checked.value,
    });
    return setting(key, checked.value);
  });
}

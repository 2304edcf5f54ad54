import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTING_KEYS,
  settingListSchema,
  settingSaveBodySchema,
  settingSchema,
} from '@mall/contract/settings';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { saveSetting, settingList } from './settings-service';

const TAG = ['admin'];

/** The back office's website settings (permission settings, decision 0027). */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/settings/index', {
    preHandler: requirePermission('settings'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Every website setting with its value and an English description',
      description:
        'Contract 6.7. The registry’s keys in its order (packages/contract/src/settings.ts), each with the value the ' +
        'server uses (the stored one when valid, else the default), then any other key the table holds, as stored. ' +
        staffCodes('settings'),
      response: responses(settingListSchema),
    },
    handler: async () => ok(await settingList(db)),
  });

  app.post('/admin/settings/save', {
    preHandler: requirePermission('settings'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Change one website setting',
      description:
        `Contract 6.7. key: one of ${SETTING_KEYS.join(', ')}. value: JSON (in a form the JSON text, a string ` +
        'quoted), checked with the key’s schema; an image path newly set must be the caller’s own upload, ' +
        'default_currency an enabled currency. Stored with the audit entry `setting.save` (record ' +
        '`setting:<key>`, before and after) in one transaction. Nothing caches settings: the next request on any ' +
        'instance uses the new value. Codes: 1000009 key or value missing; 1000008 {field: key} an unknown key, ' +
        '{field: value, reason} a value the key does not accept; ' +
        staffCodes('settings'),
      body: settingSaveBodySchema,
      response: responses(settingSchema),
    },
    handler: async (request) => ok(await saveSetting(db, auditActorOf(request), request.body)),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositWalletListSchema,
  adminDepositWalletSchema,
  depositWalletRemoveBodySchema,
  depositWalletRemovedSchema,
  depositWalletSaveBodySchema,
} from '@mall/contract/deposit-wallet';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import {
  adminDepositWalletList,
  removeDepositWallet,
  saveDepositWallet,
} from './deposit-wallet-service';

const TAG = ['admin'];

/** The back office's deposit wallets (permission money, decision 0027). */
export const adminDepositWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/deposit_wallet/index', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every deposit wallet of the platform, enabled or not, with how many records name it',
      description: staffCodes('money'),
      response: responses(adminDepositWalletListSchema),
    },
    handler: async () => ok(await adminDepositWalletList(db)),
  });

  app.post('/admin/deposit_wallet/save', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Create a deposit wallet or change one',
      description:
        'A new code creates the wallet (enabled, listed last unless sort is sent). Writes the audit entry ' +
        '`deposit_wallet.save` (record `deposit_wallet:<code>`) in the same transaction; get_wallets answers ' +
        'the change on the next request. Codes: 1000009 a field missing, 1000008 {field, reason} a malformed one; ' +
        staffCodes('money'),
      body: depositWalletSaveBodySchema,
      response: responses(adminDepositWalletSchema),
    },
    handler: async (request) =>
      ok(await saveDepositWallet(db, auditActorOf(request), request.body)),
  });

  app.post('/admin/deposit_wallet/remove', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Remove a deposit wallet that no top-up or withdrawal names',
      description:
        'Refused while wallet records name it (1000008 {field: code, reason}): disable it instead (save with ' +
        'enabled 0). Writes the audit entry `deposit_wallet.remove` in the same transaction. Codes: 1000009 code ' +
        'missing; 1000008 {field: code} malformed, unknown or in use; ' +
        staffCodes('money'),
      body: depositWalletRemoveBodySchema,
      response: responses(depositWalletRemovedSchema),
    },
    handler: async (request) =>
      ok(await removeDepositWallet(db, auditActorOf(request), request.body.code)),
  });
};

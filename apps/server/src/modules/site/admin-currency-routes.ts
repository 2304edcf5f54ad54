import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCurrencyListSchema,
  adminCurrencySchema,
  currencyHistoryPageSchema,
  currencyHistoryQuerySchema,
  currencySaveBodySchema,
} from '@mall/contract/currency';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminCurrencyList, currencyHistory, saveCurrency } from './currency-service';

const TAG = ['admin'];

/** The back office's currencies (permission money, decision 0027). */
export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/currency/index', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Every currency, enabled or not, with its rate and its latest rate change',
      description: staffCodes('money'),
      response: responses(adminCurrencyListSchema),
    },
    handler: async () => ok(await adminCurrencyList(db)),
  });

  app.post('/admin/currency/save', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Create a currency or change its rate, symbol, name, listing or order',
      description:
        'Contract 6.7. A new code (3 capital letters) creates the currency, its name and symbol defaulting to the code. ' +
        'Every rate change (and every creation) writes a row of the rate history, and every save the audit entry ' +
        '`currency.save` (record `currency:<code>`, before and after), in the transaction of the change. get_currency ' +
        'reads the table on every request: buyers see the new rate on their next request, on every instance. ' +
        'Codes: 1000009 code or rate missing; 1000008 {field, reason}: a malformed field, USD’s rate other than 1 ' +
        '(field rate), USD or the default currency disabled (field enabled); ' +
        staffCodes('money'),
      body: currencySaveBodySchema,
      response: responses(adminCurrencySchema),
    },
    handler: async (request) => ok(await saveCurrency(db, auditActorOf(request), request.body)),
  });

  app.get('/admin/currency/history', {
    preHandler: requirePermission('money'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The history of exchange rates: each change, by whom, newest first',
      description: staffCodes('money'),
      querystring: currencyHistoryQuerySchema,
      response: responses(currencyHistoryPageSchema),
    },
    handler: async (request) => ok(await currencyHistory(db, request.query)),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '@mall/contract/errors';
import { paymentSettingsSchema, profileSchema, updateUserBodySchema } from '@mall/contract/profile';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { paymentSettings, updateUser } from './profile-service';

const TAG = ['account'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.post('/customer/info/update_user', {
    preHandler: requireUser,
    config: { validationCode: ErrorCode.AccountEditData },
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Edits the profile and payment settings; answers UserInfo plus the payment settings',
      description:
        'Any of the fields; an empty optional text clears it. photo: a path the caller uploaded. wallet_address: a JSON ' +
        'object of get_wallets code to address, merged into the saved ones (an empty address removes one). Bank and ' +
        'account names: English letters only. A password change needs current_password, password (8 to 128) and ' +
        'confirm_password, and ends the caller’s other sessions. Codes: 1100004 {field, reason} for any problem, ' +
        `including a missing or wrong current_password. ${USER_CODES}`,
      body: updateUserBodySchema,
      response: responses(profileSchema),
    },
    handler: async (request) => {
      if (!request.session) throw new Error('requireUser did not set the session');
      return ok(await updateUser(database.db, request.session, request.body, config.sellerUrl));
    },
  });

  app.get('/customer/info/payment_settings', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'The caller’s bank account, crypto addresses per deposit wallet, and profile address',
      description: USER_CODES,
      response: responses(paymentSettingsSchema),
    },
    handler: async (request) => ok(await paymentSettings(database.db, userIdOf(request))),
  });
};

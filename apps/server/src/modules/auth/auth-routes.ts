import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginIndexSchema,
  loginResultSchema,
  loginSchema,
  registerSchema,
} from '@mall/contract/auth';
import { ErrorCode } from '@mall/contract/errors';
import { AppError } from '../../plugins/app-error';
import { requireUser } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { login, type ClientMeta } from './auth-service';
import { deviceTokenOf } from './device-service';
import { register } from './register-service';
import { closeSession } from './session-service';

const TAG = ['auth'];
const LIMITS =
  'HTTP 429 with Retry-After when over a limit: after 5 failed logins for an account it cools down for a minute, ' +
  'doubling with every further 5 failures up to an hour (forgotten after a day or a successful login), and an address ' +
  "is stopped after 20 failures in 15 minutes (defaults). Send the `device-token` header (from an earlier login's " +
  "answer) to log in as a known device: it is not held by the account's cool-down, only by its own failures.";
const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  deviceToken: deviceTokenOf(request.headers),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.post('/customer/login/account', {
    schema: {
      tags: TAG,
      summary: 'Log in with email and password',
      description: `Codes: 1100002 wrong email or password, 2000017 account disabled. ${LIMITS}`,
      body: loginSchema,
      response: responses(loginResultSchema),
    },
    handler: async (request) => ok(await login(database.db, config, request.body, metaOf(request))),
  });

  app.post('/customer/login/index', {
    schema: {
      tags: TAG,
      summary:
        'Log in, optionally binding a platform account (bind_token from /customer/login/tiktok)',
      description: `Codes: 1100002, 2000017; 1000008 field bind_token for an unknown or expired bind token. ${LIMITS}`,
      body: loginIndexSchema,
      response: responses(loginResultSchema),
    },
    handler: async (request) => {
      const { bind_token: bindToken, ...credentials } = request.body;
      // Platform binding is not implemented yet: no bind token is known to this server.
      if (bindToken)
        throw new AppError(ErrorCode.InvalidParameter, {
          field: 'bind_token',
          reason: 'unknown or expired bind token',
        });
      return ok(await login(database.db, config, credentials, metaOf(request)));
    },
  });

  app.post('/customer/register/account', {
    config: { validationCode: ErrorCode.RegistrationFormat },
    schema: {
      tags: TAG,
      summary: 'Register and log in',
      description:
        'Codes: 1100001 {field, reason} for any format error (including a missing field and an unknown invite_code), ' +
        '1100000 email already registered, 1100007 the email was taken by a concurrent registration.',
      body: registerSchema,
      response: responses(loginResultSchema),
    },
    handler: async (request) =>
      ok(await register(database.db, config, request.body, metaOf(request))),
  });

  app.get('/customer/user/logout', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Log out: the session is revoked',
      description: 'user route: 1100003, 1000004, 2000017.',
      response: responses(z.null()),
    },
    handler: async (request) => {
      if (request.session) await closeSession(database.db, request.session.sessionId);
      return ok(null);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policySchema } from '@mall/contract/site';
import type { PolicyKey } from '../../db/schema/index';
import { ok, responses } from '../../plugins/envelope';
import { policy } from './site-service';

/** The policy pages: path, method and the stored policy key. */
const POLICY_ROUTES: { url: string; method: 'GET' | 'POST'; key: PolicyKey; title: string }[] = [
  { url: '/about_us-policy', method: 'POST', key: 'about_us', title: 'About us' },
  { url: '/privacy-policy', method: 'GET', key: 'privacy', title: 'Privacy policy' },
  { url: '/return_policy-policy', method: 'GET', key: 'return', title: 'Return policy' },
  { url: '/support-policy', method: 'GET', key: 'support', title: 'Support policy' },
  { url: '/terms-policy', method: 'GET', key: 'terms', title: 'Terms and conditions' },
  { url: '/user-policy', method: 'GET', key: 'user', title: 'User agreement' },
];

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of POLICY_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        tags: ['policies'],
        summary: `${route.title}, in the request lang (English when not translated)`,
        description: 'A policy not written yet answers empty texts with updated_at null.',
        response: responses(policySchema),
      },
      handler: async (request) => ok(await policy(app.database.db, route.key, request.lang)),
    });
  }
};

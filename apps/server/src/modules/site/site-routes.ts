import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@mall/contract/pagination';
import {
  advertListSchema,
  announcementSchema,
  citysBodySchema,
  currencyListSchema,
  languageListSchema,
  placeListSchema,
  storeQuerySchema,
  walletListSchema,
  websiteConfigSchema,
} from '@mall/contract/site';
import { ok, responses } from '../../plugins/envelope';
import { placeList } from './places-service';
import {
  advertList,
  announcementPage,
  currencyList,
  languageList,
  walletList,
  websiteConfig,
} from './site-service';

const TAG = ['site'];

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const db = database.db;

  app.get('/customer/index/get_currency', {
    schema: {
      tags: TAG,
      summary: 'Currencies with their rate per USD',
      response: responses(currencyListSchema),
    },
    handler: async () => ok(await currencyList(db)),
  });

  app.get('/customer/index/get_languages', {
    schema: { tags: TAG, summary: 'Interface languages', response: responses(languageListSchema) },
    handler: async () => ok(languageList()),
  });

  app.post('/customer/index/get_wallets', {
    schema: {
      tags: TAG,
      summary: "The platform's deposit addresses",
      response: responses(walletListSchema),
    },
    handler: async () => ok(await walletList(db)),
  });

  app.get('/customer/index/store', {
    schema: {
      tags: TAG,
      summary: 'Adverts (type=advert) or the public website settings (type=website_config)',
      description: 'Codes: 1000009 type missing, 1000008 another type.',
      querystring: storeQuerySchema,
      response: responses(z.union([advertListSchema, websiteConfigSchema])),
    },
    handler: async (request) =>
      ok(
        request.query.type === 'advert'
          ? await advertList(db, request.lang)
          : await websiteConfig(db, config.sellerUrl),
      ),
  });

  app.get('/customer/index/systemnotify', {
    schema: {
      tags: TAG,
      summary: 'System announcements, newest first',
      querystring: pageQuerySchema,
      response: responses(
        z.object({
          list: z.array(announcementSchema),
          total: z.number(),
          page: z.number(),
          pagesize: z.number(),
        }),
      ),
    },
    handler: async (request) => ok(await announcementPage(db, request.query, request.lang)),
  });

  app.post('/citys', {
    schema: {
      tags: TAG,
      summary: 'Countries; a country’s states; or a state’s cities',
      description:
        'Countries are ISO 3166-1 alpha-2 codes; states ISO 3166-2 codes (the part after the dash) for ' +
        'US, CA, CN, JP, ES, TH, KR, TW, GB, AU and DE; cities are a few major ones of some states, the code being the name. ' +
        'Codes or English names are accepted; an unknown country or state gives an empty list.',
      body: citysBodySchema,
      response: responses(placeListSchema),
    },
    handler: async (request) => ok(placeList(request.body.country, request.body.state)),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBodySchema,
  addressIdBodySchema,
  addressListSchema,
  addressSchema,
  defaultAddressBodySchema,
} from '@mall/contract/checkout';
import { z } from 'zod';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { addressList, defaultAddress, removeAddress, saveAddress } from './address-service';

const TAG = ['checkout'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/checkout/onepage/addressadd', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Adds an address to the caller’s address book, or edits one (address_id); answers the Address',
      description:
        'The first address becomes the default; is_default=1 makes this one the default (and no other). ' +
        `Codes: 2000019 address_id is not one of the caller’s addresses. ${USER_CODES}`,
      body: addressBodySchema,
      response: responses(addressSchema),
    },
    handler: async (request) => {
      const b = request.body;
      return ok(
        await saveAddress(db, userIdOf(request), {
          id: b.address_id,
          isDefault: b.is_default,
          firstName: b.first_name,
          lastName: b.last_name ?? '',
          email: b.email,
          telephone: b.telephone,
          street1: b.street1,
          street2: b.street2 ?? '',
          city: b.city,
          state: b.state,
          country: b.country,
          zip: b.zip,
        }),
      );
    },
  });

  app.post('/checkout/onepage/getaddresslist', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The caller’s addresses, the default first',
      description: USER_CODES,
      response: responses(addressListSchema),
    },
    handler: async (request) => ok(await addressList(db, userIdOf(request))),
  });

  app.post('/checkout/onepage/default-address', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The default address; with address_id, makes that one the default first',
      description: `Codes: 2000008 no default address; 2000019 address_id is not one of the caller’s. ${USER_CODES}`,
      body: defaultAddressBodySchema,
      response: responses(addressSchema),
    },
    handler: async (request) =>
      ok(await defaultAddress(db, userIdOf(request), request.body.address_id)),
  });

  app.post('/checkout/onepage/remove_address', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Removes one of the caller’s addresses',
      description:
        'Removing the default makes the newest remaining address the default. Orders keep their own copy of the address. ' +
        `Codes: 2000019 not one of the caller’s addresses. ${USER_CODES}`,
      body: addressIdBodySchema,
      response: responses(z.null()),
    },
    handler: async (request) =>
      ok(await removeAddress(db, userIdOf(request), request.body.address_id)),
  });
};

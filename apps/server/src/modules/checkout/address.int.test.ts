import { describe, expect, it } from 'vitest';
import { addressSchema, type Address } from '@mall/contract/checkout';
import { registerUser } from '../../test/fixtures';
import { addAddress } from '../../test/shop-fixtures';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let token = '';

const t = useTestApp({
  reset: 'each',
  seed: async ({ app }) => {
    token = (await registerUser(app))['access-token'];
  },
});

const list = async (as = token) =>
  envelope<{ addressList: Address[] }>(
    await post(t.app, '/checkout/onepage/getaddresslist', {}, { token: as }),
  ).data.addressList;
const defaultOf = (body: Record<string, unknown> = {}, as = token) =>
  post(t.app, '/checkout/onepage/default-address', body, { token: as });

describe('address book', () => {
  it('adds, edits, lists and keeps exactly one default', async () => {
    expect(envelope(await defaultOf()).code).toBe(2000008);
    const first = await addAddress(t.app, token, { street2: 'Apt 4' });
    const second = await addAddress(t.app, token, { first_name: 'Bob', is_default: 1 });
    const third = await addAddress(t.app, token, { first_name: 'Cy' });
    const all = await list();
    expect(all.map((a) => [a.address_id, a.is_default])).toEqual([
      [second, true],
      [third, false],
      [first, false],
    ]);
    expect(addressSchema.parse(all[2])).toMatchObject({
      first_name: 'Ada',
      street2: 'Apt 4',
      zip: '78701',
      country: 'US',
    });
    expect(envelope<Address>(await defaultOf({ address_id: first })).data).toMatchObject({
      address_id: first,
      is_default: true,
    });
    expect((await list()).filter((a) => a.is_default).map((a) => a.address_id)).toEqual([first]);
    const edited = envelope<Address>(
      await post(
        t.app,
        '/checkout/onepage/addressadd',
        { ...all[1], address_id: third, city: 'Dallas' },
        { token },
      ),
    );
    expect(edited.data).toMatchObject({
      address_id: third,
      city: 'Dallas',
      first_name: 'Cy',
      is_default: false,
    });
    expect(await list()).toHaveLength(3);
  });

  it('removing the default makes the newest remaining one the default', async () => {
    const first = await addAddress(t.app, token);
    const second = await addAddress(t.app, token);
    expect(
      envelope(
        await post(t.app, '/checkout/onepage/remove_address', { address_id: first }, { token }),
      ),
    ).toMatchObject({ code: 200, data: null });
    expect(envelope<Address>(await defaultOf()).data.address_id).toBe(second);
    await post(t.app, '/checkout/onepage/remove_address', { address_id: second }, { token });
    expect(envelope(await defaultOf()).code).toBe(2000008);
  });

  it('validates the fields', async () => {
    const bad = (body: Record<string, unknown>) =>
      post(
        t.app,
        '/checkout/onepage/addressadd',
        {
          first_name: 'A',
          email: 'a@b.co',
          telephone: '123',
          street1: 's',
          city: 'c',
          state: 's',
          country: 'US',
          zip: '1',
          ...body,
        },
        { token },
      );
    expect(envelope(await bad({ email: 'nope' }))).toMatchObject({
      code: 1000008,
      data: { field: 'email' },
    });
    expect(envelope(await bad({ street1: '' }))).toMatchObject({
      code: 1000009,
      data: { field: 'street1' },
    });
    expect(envelope(await bad({ telephone: 'call me' }))).toMatchObject({
      code: 1000008,
      data: { field: 'telephone' },
    });
    expect(envelope(await bad({})).code).toBe(200);
  });

  it('no buyer can see or change another buyer’s address', async () => {
    const mine = await addAddress(t.app, token);
    const other = (await registerUser(t.app))['access-token'];
    expect(await list(other)).toEqual([]);
    expect(envelope(await defaultOf({}, other)).code).toBe(2000008);
    expect(envelope(await defaultOf({ address_id: mine }, other)).code).toBe(2000019);
    const edit = await post(
      t.app,
      '/checkout/onepage/addressadd',
      {
        address_id: mine,
        first_name: 'X',
        email: 'x@y.co',
        telephone: '1',
        street1: 's',
        city: 'c',
        state: 's',
        country: 'US',
        zip: '1',
      },
      { token: other },
    );
    expect(envelope(edit).code).toBe(2000019);
    expect(
      envelope(
        await post(
          t.app,
          '/checkout/onepage/remove_address',
          { address_id: mine },
          { token: other },
        ),
      ).code,
    ).toBe(2000019);
    expect((await list())[0]).toMatchObject({
      address_id: mine,
      first_name: 'Ada',
      is_default: true,
    });
  });
});

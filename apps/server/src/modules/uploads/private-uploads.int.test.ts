import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, walletRecords } from '../../db/schema/index';
import { loggedInUser, registerUser } from '../../test/fixtures';
import { multipart, PNG_1X1 } from '../../test/images';
import { envelope, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { insertDepositWallets, uploadImage } from '../../test/wallet-fixtures';
import { privatiseStoredDocuments } from './private-document';

let owner = '';
let ownerId = 0;
let stranger = '';
let admin = '';
const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    const me = await registerUser(app);
    owner = me['access-token'];
    ownerId = me.user.id;
    stranger = (await registerUser(app))['access-token'];
    admin = (await loggedInUser(app, db, { email: 'boss@example.com', roles: ['admin'] })).token;
    await insertDepositWallets(db);
  },
});

async function uploadDocument(token: string, fields: Record<string, string> = { private: '1' }) {
  const body = multipart([{ data: PNG_1X1 }], fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'access-token': token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return envelope<{ path: string; url: string }>(response);
}

const fetchPrivate = (path: string, token?: string) =>
  t.app.inject({
    url: `/api/upload/private?path=${encodeURIComponent(path)}`,
    headers: token === undefined ? {} : { 'access-token': token },
  });

function expectImage(response: Awaited<ReturnType<typeof fetchPrivate>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-disposition']).toBe('inline');
  expect(response.rawPayload.equals(PNG_1X1)).toBe(true);
}

const notFound = (response: Awaited<ReturnType<typeof fetchPrivate>>) => {
  expect(response.statusCode).toBe(200);
  expect(envelope(response).code).toBe(2000019);
};

const staticStatus = async (path: string) => (await t.app.inject({ url: path })).statusCode;

describe('private uploads (identity documents, payment proofs)', () => {
  it('stores a private=1 upload outside /static and gives it to its owner and admins only', async () => {
    const uploaded = await uploadDocument(owner);
    expect(uploaded.code).toBe(200);
    const { path, url } = uploaded.data;
    expect(path).toMatch(/^\/private\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(url).toBe(`/api/upload/private?path=${encodeURIComponent(path)}`);
    const name = path.slice('/private/'.length);
    expect(existsSync(join(t.mediaDir, name))).toBe(false);
    expect(await staticStatus(`/static/${name}`)).toBe(404);
    expect(await staticStatus(`/static${path}`)).toBe(404);
    expect(await staticStatus(`/static/..${path}`)).toBe(404);

    expectImage(await fetchPrivate(path, owner));
    expectImage(await t.app.inject({ url, headers: { 'access-token': owner } }));
    expectImage(await fetchPrivate(path, admin));
    notFound(await fetchPrivate(path, stranger));
    notFound(await fetchPrivate('/private/uploads/2020/01/none.png', owner));
    expect(envelope(await fetchPrivate(path)).code).toBe(1100003);
    expect(
      envelope(
        await t.app.inject({ url: '/api/upload/private', headers: { 'access-token': owner } }),
      ),
    ).toMatchObject({
      code: 1000009,
      data: { field: 'path' },
    });
    expect((await uploadDocument(owner, { kind: 'document' })).data.path).toMatch(/^\/private\//);
  });

  it('keeps a public upload (product image, avatar) public and never serves it through the private route', async () => {
    const path = await uploadImage(t.app, owner);
    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    notFound(await fetchPrivate(path, owner));
    notFound(await fetchPrivate(path, admin));
  });

  it('takes private documents in a top-up and a seller application, and refuses them as public images', async () => {
    const certificate = (await uploadDocument(owner)).data.path;
    const topUp = { wallet: 'USDT-TRC20', amount: 150, transcation_id: 'private-1', certificate };
    expect(
      envelope(await post(t.app, '/customer/info/recharge', topUp, { token: owner })),
    ).toMatchObject({
      code: 200,
      data: { certificate },
    });
    const [front, back] = [
      (await uploadDocument(owner)).data.path,
      (await uploadDocument(owner)).data.path,
    ];
    const application = {
      shop_name: 'Private Docs Shop',
      contact_name: 'Ann',
      telephone: '+1 555 0101',
      address: '1 St',
      id_front: front,
      id_back: back,
    };
    expect(
      envelope(await post(t.app, '/customer/user/applyseller', application, { token: owner })),
    ).toMatchObject({
      code: 200,
      data: { id_front: front, id_back: back },
    });
    expectImage(await fetchPrivate(front, admin));
    const strangers = (await uploadDocument(stranger)).data.path;
    const theirs = { ...topUp, transcation_id: 'private-2', certificate: strangers };
    expect(
      envelope(await post(t.app, '/customer/info/recharge', theirs, { token: owner })),
    ).toMatchObject({
      code: 1000008,
      data: { field: 'certificate' },
    });
    expect(
      envelope(
        await post(t.app, '/customer/info/update_user', { photo: certificate }, { token: owner }),
      ).code,
    ).not.toBe(200);
  });

  it('makes a public upload sent as a document private: no longer under /static, still for its owner', async () => {
    const certificate = await uploadImage(t.app, owner);
    const topUp = { wallet: 'BTC', amount: 150, transcation_id: 'was-public', certificate };
    expect(
      envelope(await post(t.app, '/customer/info/recharge', topUp, { token: owner })),
    ).toMatchObject({
      code: 200,
      data: { certificate },
    });
    expect(await staticStatus(certificate)).toBe(404);
    expectImage(await fetchPrivate(certificate, owner));
    expectImage(await fetchPrivate(certificate, admin));
    notFound(await fetchPrivate(certificate, stranger));
    // No longer accepted as a public image either.
    expect(
      envelope(
        await post(t.app, '/customer/info/update_user', { photo: certificate }, { token: owner }),
      ).code,
    ).not.toBe(200);
  });

  it('at start, makes the documents stored before private uploads existed private', async () => {
    const certificate = await uploadImage(t.app, owner);
    const productImage = await uploadImage(t.app, owner);
    const db = t.testDb.database.db;
    await db.insert(walletRecords).values({
      userId: ownerId,
      kind: 'recharge',
      type: 'income',
      state: 'submitted',
      amountCents: 10_000,
      actualAmountCents: 10_000,
      certificate,
    });
    expect(await staticStatus(certificate)).toBe(200);
    expect(await privatiseStoredDocuments(db, t.app.storage, t.app.log)).toBe(1);
    expect(await privatiseStoredDocuments(db, t.app.storage, t.app.log)).toBe(0);
    expect(await staticStatus(certificate)).toBe(404);
    expectImage(await fetchPrivate(certificate, owner));
    notFound(await fetchPrivate(certificate, stranger));
    expect(await staticStatus(productImage)).toBe(200);
    const [row] = await db.select().from(uploads).where(eq(uploads.path, certificate));
    expect(row?.private).toBe(true);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { GIF_1X1, JPEG_3X2, multipart, PNG_1X1, WEBP_1X1, type FilePart } from '../../test/images';
import { envelope } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let token = '';
const t = useTestApp({
  reset: 'each',
  seed: async ({ app }) => {
    token = (await registerUser(app))['access-token'];
  },
});

function upload(
  parts: FilePart[],
  options: { token?: string | null; fields?: Record<string, string> } = {},
) {
  const body = multipart(parts, options.fields);
  const auth = options.token === null ? {} : { 'access-token': options.token ?? token };
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('POST /upload', () => {
  it.each([
    ['png', PNG_1X1, 1, 1],
    ['jpg', JPEG_3X2, 3, 2],
    ['gif', GIF_1X1, 1, 1],
    ['webp', WEBP_1X1, 1, 1],
  ] as const)(
    'stores a %s under a generated name and serves it back under /static',
    async (ext, data, width, height) => {
      const body = envelope<{ path: string; url: string }>(
        await upload([
          { data, filename: '../../evil.exe', contentType: 'application/x-msdownload' },
        ]),
      );
      expect(body.code).toBe(200);
      expect(body.data.path).toMatch(
        new RegExp(`^/static/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.${ext}$`),
      );
      expect(body.data.url).toBe(body.data.path);
      const stored = await readFile(join(t.mediaDir, body.data.path.slice('/static/'.length)));
      expect(stored.equals(data)).toBe(true);
      const [row] = await t.testDb.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.path, body.data.path));
      const [owner] = await t.testDb.database.db.select().from(users);
      expect(row).toMatchObject({ userId: owner?.id, size: data.length, width, height });
      const served = await t.app.inject({ url: body.data.path });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('refuses what is not an accepted image, whatever its name and type say', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const data of [
      svg,
      Buffer.from('%PDF-1.4 not an image at all'),
      Buffer.alloc(0),
      PNG_1X1.subarray(0, 10),
    ]) {
      const body = envelope<{ field: string; reason: string }>(
        await upload([{ data, filename: 'photo.png', contentType: 'image/png' }]),
      );
      expect(body.code).toBe(1000008);
      expect(body.data.field).toBe('file');
      expect(body.data.reason).toBeTruthy();
    }
    expect(await t.testDb.database.db.$count(uploads)).toBe(0);
  });

  it('answers 1000008 "too large" for a file over 5 MB', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const body = envelope<{ field: string; reason: string }>(await upload([{ data: big }]));
    expect(body).toMatchObject({ code: 1000008, data: { field: 'file' } });
    expect(body.data.reason).toMatch(/too large/);
    const justUnder = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 - PNG_1X1.length)]);
    expect(envelope(await upload([{ data: justUnder }])).code).toBe(200);
  });

  it('answers 1000009 without a file in the field `file`', async () => {
    expect(envelope(await upload([], { fields: { note: 'x' } }))).toMatchObject({
      code: 1000009,
      data: { field: 'file' },
    });
    expect(envelope(await upload([{ field: 'image', data: PNG_1X1 }]))).toMatchObject({
      code: 1000009,
      data: { field: 'file' },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'access-token': token, 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    });
    expect(envelope(json)).toMatchObject({ code: 1000009, data: { field: 'file' } });
  });

  it('answers the user-route codes', async () => {
    expect(envelope(await upload([{ data: PNG_1X1 }], { token: null })).code).toBe(1100003);
    expect(envelope(await upload([{ data: PNG_1X1 }], { token: 'nope' })).code).toBe(1000004);
    await t.testDb.database.db.update(users).set({ status: 'disabled' });
    expect(envelope(await upload([{ data: PNG_1X1 }])).code).toBe(2000017);
    expect(await t.testDb.database.db.$count(uploads)).toBe(0);
  });

  it('answers 1000008 for a malformed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'access-token': token, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ngarbage-without-end',
    });
    expect(envelope(response)).toMatchObject({ code: 1000008, data: { field: 'file' } });
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'access-token': token, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(200);
    expect(noBoundary.json<{ code: number }>().code).not.toBe(200);
  });
});

describe('GET /static', () => {
  it('answers 404 for a missing file and never leaves the media folder', async () => {
    expect((await t.app.inject({ url: '/static/uploads/none.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/static/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/static/%2e%2e/%2e%2e/etc/passwd' })).statusCode).toBe(404);
  });
});

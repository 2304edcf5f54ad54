import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { uploads } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { multipart, PNG_1X1 } from '../../test/images';
import { envelope } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const COUNT = 3;

/** UPLOAD_DAILY_COUNT files and UPLOAD_DAILY_BYTES bytes per user in 24 hours, then 1000008 quota. */
describe('the upload quota', () => {
  let token = '';
  const t = useTestApp({
    reset: 'each',
    env: { UPLOAD_DAILY_COUNT: String(COUNT), UPLOAD_DAILY_BYTES: '100000' },
    seed: async ({ app }) => {
      token = (await registerUser(app))['access-token'];
    },
  });

  const upload = (as = token) => {
    const body = multipart([{ data: PNG_1X1, filename: 'a.png', contentType: 'image/png' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'access-token': as, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const quotaRefusal = {
    code: 1000008,
    data: { field: 'file', reason: expect.stringMatching(/^quota: at most 3 files/) },
  };

  it('refuses the file past the daily count, per user; older uploads leave the window', async () => {
    for (let i = 0; i < COUNT; i += 1) expect(envelope(await upload()).code).toBe(200);
    expect(envelope(await upload())).toMatchObject(quotaRefusal);
    const other = (await registerUser(t.app))['access-token'];
    expect(envelope(await upload(other)).code).toBe(200);
    await t.testDb.database.db.update(uploads).set({ createdAt: sql`now() - interval '25 hours'` });
    expect(envelope(await upload()).code).toBe(200);
  });

  it('counts bytes too', async () => {
    expect(envelope(await upload()).code).toBe(200);
    await t.testDb.database.db.update(uploads).set({ size: 100_000 - PNG_1X1.length + 1 });
    expect(envelope(await upload())).toMatchObject(quotaRefusal);
  });

  it('concurrent uploads of one user cannot pass it together', async () => {
    const codes = (await Promise.all(Array.from({ length: 6 }, () => upload()))).map(
      (response) => envelope(response).code,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(COUNT);
    expect(codes.filter((code) => code === 1000008)).toHaveLength(6 - COUNT);
    expect(await t.testDb.database.db.$count(uploads)).toBe(COUNT);
  });
});

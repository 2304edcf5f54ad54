import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, type DocumentInfo } from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import type { WebsiteConfig } from '@mall/contract/site';
import {
  auditOf,
  contentCallers,
  expectRefused,
  type ContentCallers,
} from '../../test/content-fixtures';
import { docx, DOCX_CONTENT_TYPE, zip } from '../../test/docx-fixtures';
import { multipart, PNG_1X1 } from '../../test/images';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let who: ContentCallers;

const t = useTestApp({
  reset: { tables: ['settings', 'audit_log'] },
  seed: async ({ app, db }) => {
    who = await contentCallers(app, db);
  },
});

async function upload(data: Buffer, token = who.admin.token, filename = 'wellMart.docx') {
  const body = multipart([{ data, filename, contentType: DOCX_CONTENT_TYPE }]);
  return envelope<DocumentInfo>(
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/document/upload',
      headers: { 'access-token': token, 'content-type': body.contentType },
      payload: body.payload,
    }),
  );
}

async function info(token = who.admin.token) {
  return envelope<DocumentInfo>(await get(t.app, '/admin/document/info', {}, { token }));
}

const download = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/static/wellMart.docx', headers });

async function documentUrl() {
  return envelope<WebsiteConfig>(
    await get(t.app, '/customer/index/store', { type: 'website_config' }),
  ).data.document_url;
}

describe('the static document', () => {
  it('is absent before the first upload', async () => {
    expect((await info()).data).toEqual({
      url: '/static/wellMart.docx',
      size: null,
      updated_at: null,
    });
    expect((await download()).statusCode).toBe(404);
    expect(await documentUrl()).toBe('');
  });

  it('replaces what /static/wellMart.docx serves, revalidated on every load, with its audit entry', async () => {
    const first = docx('First');
    const answer = await upload(first, who.catalogue.token);
    expect(answer).toMatchObject({
      code: 200,
      data: { url: '/static/wellMart.docx', size: first.length },
    });
    expect((await info(who.catalogue.token)).data).toEqual(answer.data);
    const served = await download();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.headers['content-disposition']).toBe('attachment; filename="wellMart.docx"');
    expect(served.rawPayload.equals(first)).toBe(true);
    const etag = String(served.headers.etag);
    expect((await download({ 'if-none-match': etag })).statusCode).toBe(304);
    expect(await documentUrl()).toBe('/static/wellMart.docx');

    const second = docx('Second, longer');
    await upload(second);
    const again = await download({ 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(second)).toBe(true);

    const entries = await auditOf(t.db, 'document:wellMart.docx');
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['document.upload', who.catalogue.id],
      ['document.upload', who.admin.id],
    ]);
    const firstAfter = entries[0]?.after as { key: string; size: number };
    expect(entries[0]?.before).toBeNull();
    expect(firstAfter).toMatchObject({
      key: expect.stringMatching(/^documents\/[0-9a-f]{32}\.docx$/) as unknown,
      size: first.length,
    });
    expect(entries[1]?.before).toEqual(firstAfter);
    // The replaced file is gone from the storage.
    expect(await t.app.storage.exists(firstAfter.key)).toBe(false);
  });

  it.each([
    ['a PNG named .docx', PNG_1X1, 'not a .docx file'],
    [
      'an HTML page named .docx',
      Buffer.from('<html><script>alert(1)</script>'),
      'not a .docx file',
    ],
    [
      'a ZIP without a Word document',
      zip({ 'notes.txt': 'hi' }),
      'not a .docx file (no word/document.xml)',
    ],
    [
      'a macro-enabled document',
      docx('m', { mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
      'not a .docx file (not a Word document type)',
    ],
    ['an empty file', Buffer.alloc(0), 'empty file'],
  ])('refuses %s and keeps the document', async (_what, data, reason) => {
    await upload(docx('Kept'));
    const before = (await info()).data;
    expect(await upload(data)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'file', reason },
    });
    expect((await info()).data).toEqual(before);
    expect(await auditOf(t.db, 'document:wellMart.docx')).toHaveLength(1);
  });

  it('refuses a file over 10 MB, and a form without the file', async () => {
    const big = zip({ 'word/document.xml': Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 1) }, true);
    expect(await upload(big)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'file', reason: 'too large (at most 10 MB)' },
    });
    const empty = multipart([], { note: 'x' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/document/upload',
      headers: { 'access-token': who.admin.token, 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(envelope(none)).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'file' },
    });
    expect((await info()).data.size).toBeNull();
  });

  it('refuses finance, support, buyers and visitors', async () => {
    await expectRefused(t.app, who, 'GET', '/admin/document/info');
    for (const token of [who.finance.token, who.support.token, who.buyer.token])
      expect(await upload(docx(), token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
    expect((await download()).statusCode).toBe(404);
  });
});

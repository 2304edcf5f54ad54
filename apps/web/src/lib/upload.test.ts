import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadDocument, uploadFile } from './upload';
import { startSession } from './session';

class FakeXhr {
  static last: FakeXhr | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  body: FormData | null = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file in the field `file` with the headers and reports progress', async () => {
    startSession('tok-u');
    const progress = vi.fn();
    const pending = uploadFile(new Blob(['x'], { type: 'image/png' }), { onProgress: progress });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/upload']);
    expect(xhr.headers).toMatchObject({ 'access-token': 'tok-u', lang: 'en' });
    expect(xhr.body?.get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    expect(progress).toHaveBeenCalledWith(0.5);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      code: 200,
      message: 'ok',
      data: { path: 'p.png', url: '/static/p.png' },
    });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ path: 'p.png', url: '/static/p.png' });
  });

  it("says 'Upload error' when the upload fails", async () => {
    const pending = uploadFile(new Blob(['x']));
    FakeXhr.last!.onerror?.();
    await expect(pending).rejects.toMatchObject({ kind: 'upload', message: 'Upload error' });
  });

  it("says 'Upload error' for a non-2xx answer", async () => {
    const pending = uploadFile(new Blob(['x']));
    const xhr = FakeXhr.last!;
    xhr.status = 413;
    xhr.onload?.();
    await expect(pending).rejects.toMatchObject({ kind: 'upload', status: 413 });
  });

  it('sends a document as a private upload: the field private=1 before the file', () => {
    void uploadDocument(new Blob(['x'], { type: 'image/png' })).catch(() => undefined);
    const body = FakeXhr.last!.body!;
    expect([...body.keys()]).toEqual(['private', 'file']);
    expect(body.get('private')).toBe('1');
    FakeXhr.last!.onerror?.();
  });
});

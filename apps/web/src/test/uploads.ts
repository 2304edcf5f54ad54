import { vi } from 'vitest';

/** An XMLHttpRequest that answers an upload at once with the given path (or fails). */
export function stubUploads(result: { fail?: boolean } = {}) {
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        if (result.fail) {
          this.onerror?.();
          return;
        }
        this.status = 200;
        this.responseText = JSON.stringify({
          code: 200,
          message: 'ok',
          data: {
            path: '/static/uploads/2026/01/proof.png',
            url: '/static/uploads/2026/01/proof.png',
          },
        });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export const imageFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

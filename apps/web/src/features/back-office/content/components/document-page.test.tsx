import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An XMLHttpRequest that reports progress, then answers the upload with `answer`. */
function stubDocumentUpload(
  answer: { code: number; message?: string; data?: unknown },
  sent: string[],
) {
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send() {
      sent.push(this.url);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 10 });
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ message: 'ok', ...answer });
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const docx = (name = 'wellMart.docx', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: DOCX });

describe('the document page', () => {
  it('shows the document, uploads a new one with progress and shows its new size', async () => {
    startSession('tok');
    let info = {
      url: '/static/wellMart.docx',
      size: 20_480,
      updated_at: '2026-02-01T10:00:00.000Z',
    };
    stubApi({
      ...staffHandlers(['catalogue']),
      'GET /api/admin/document/info': () => ({ code: 200, data: info }),
    });
    const sent: string[] = [];
    const next = {
      url: '/static/wellMart.docx',
      size: 40_960,
      updated_at: '2026-05-01T10:00:00.000Z',
    };
    stubDocumentUpload({ code: 200, data: next }, sent);
    renderRoute('/admin/document');
    expect(await screen.findByText('20 KB')).toBeTruthy();
    expect(screen.getByRole('link', { name: '/static/wellMart.docx' }).getAttribute('href')).toBe(
      '/static/wellMart.docx',
    );
    info = next;
    fireEvent.change(screen.getByLabelText('Replace with a Word document (.docx)'), {
      target: { files: [docx()] },
    });
    expect(await screen.findByText('Uploading… 40 %')).toBeTruthy();
    expect(await screen.findByText('Document replaced')).toBeTruthy();
    expect(sent).toEqual(['/api/admin/document/upload']);
    expect(await screen.findByText('40 KB')).toBeTruthy();
  });

  it('refuses what is not a .docx or is too large before sending, and says what the server refused', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/document/info': () => ({
        code: 200,
        data: { url: '/static/wellMart.docx', size: null, updated_at: null },
      }),
    });
    const sent: string[] = [];
    stubDocumentUpload(
      {
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'file', reason: 'not a .docx file' },
      },
      sent,
    );
    renderRoute('/admin/document');
    expect(await screen.findByText('No document yet: buyers find no download.')).toBeTruthy();
    const input = screen.getByLabelText('Replace with a Word document (.docx)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf')] } });
    expect(await screen.findByText('Choose a Word document (.docx).')).toBeTruthy();
    fireEvent.change(input, { target: { files: [docx('big.docx', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('The document is larger than 10 MB.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { files: [docx('fake.docx')] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Choose another file' })).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { startSession } from '../../lib/session';
import { DocumentImage } from './document-image';

describe('DocumentImage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc-1'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a private document with the access token and shows it through an object URL', async () => {
    startSession('tok-doc');
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(
      <DocumentImage path="/private/uploads/2026/01/a.png" alt="ID front" label="Open" />,
    );
    const image = await screen.findByRole('img', { name: 'ID front' });
    expect(image.getAttribute('src')).toBe('blob:doc-1');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('blob:doc-1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload/private?path=%2Fprivate%2Fuploads%2F2026%2F01%2Fa.png');
    expect(init.headers).toMatchObject({ 'access-token': 'tok-doc' });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:doc-1');
  });

  it('shows no image when the server does not give the document, and uses other paths as they are', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 2000019, message: 'No data was found.', data: null })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<DocumentImage path="/static/uploads/2026/01/b.png" alt="Proof" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('img')).toBeNull();
    render(<DocumentImage path="/static/site/id-front.png" alt="Demo ID" />);
    expect(screen.getByRole('img', { name: 'Demo ID' }).getAttribute('src')).toBe(
      '/static/site/id-front.png',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '../test/api-stub';
import { queryClient } from '../lib/query-client';
import { getToken } from '../lib/session';
import { BootGate } from './boot-gate';
import { runStartSequence } from './start-sequence';

const called = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);

describe('start sequence', () => {
  it('sets the ad timestamp and loads adverts, settings, brands, categories, currencies and languages', async () => {
    const fetchMock = stubApi();
    runStartSequence(queryClient, 1234);
    expect(localStorage.getItem('ad_timestamp')).toBe('1234');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    expect(called(fetchMock).sort()).toEqual(
      [
        'GET /api/customer/index/store?type=advert&lang=en',
        'GET /api/customer/index/store?type=website_config',
        'POST /api/customer/index/get-all-brand',
        'POST /api/customer/index/get-all-category',
        'GET /api/customer/index/get_currency',
        'GET /api/customer/index/get_languages',
      ].sort(),
    );
  });

  it('fetches the user when a token is stored and marks them logged in', async () => {
    localStorage.setItem('access-token', 'stored');
    const fetchMock = stubApi({
      'GET /api/customer/info/get_userinfo': () => ({
        code: 200,
        data: { id: 1, firstname: 'Ana', card: { count: 1 } },
      }),
    });
    runStartSequence(queryClient);
    expect(getToken()).toBe('stored');
    await waitFor(() => expect(called(fetchMock)).toContain('GET /api/customer/info/get_userinfo'));
    const userCall = fetchMock.mock.calls.find(([url]) => String(url).includes('get_userinfo'));
    expect(userCall?.[1]?.headers).toMatchObject({ 'access-token': 'stored' });
  });
});

describe('BootGate', () => {
  function renderGate() {
    return render(
      <QueryClientProvider client={queryClient}>
        <BootGate>
          <p>The interface</p>
        </BootGate>
      </QueryClientProvider>,
    );
  }

  it('mounts nothing until currencies and languages have loaded', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      'GET /api/customer/index/get_languages': async () => {
        await gate;
        return { code: 200, data: { list: [], default: 'en' } };
      },
    });
    renderGate();
    expect(screen.getByText('Loading…')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('The interface')).toBeNull();
    release();
    expect(await screen.findByText('The interface')).toBeTruthy();
  });

  it('offers a retry when the load fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/customer/index/get_currency': () =>
        fail
          ? { code: 2000018, message: 'Down' }
          : { code: 200, data: { list: [], default: 'USD', static_url: '' } },
    });
    renderGate();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('The interface')).toBeTruthy();
  });
});

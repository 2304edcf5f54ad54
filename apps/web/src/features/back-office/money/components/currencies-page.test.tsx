import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { exampleOf } from './currency-form';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const change = {
  id: 3,
  code: 'EUR',
  rate_before: '0.9',
  rate_after: '0.92145',
  actor: { id: 1, email: 'fin@example.com' },
  created_at: '2026-05-01T09:30:00Z',
};
const currencies = [
  {
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    rate: '1',
    enabled: true,
    sort: 1,
    last_change: null,
  },
  {
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    rate: '0.92145',
    enabled: true,
    sort: 2,
    last_change: change,
  },
  {
    code: 'JPY',
    name: 'Yen',
    symbol: '¥',
    rate: '151.62',
    enabled: false,
    sort: 3,
    last_change: null,
  },
];
const list = () => ({ code: 200, data: { list: currencies } });

describe('the example line', () => {
  it('converts 75.00 USD exactly, rounding half up, and says nothing for a bad rate', () => {
    expect(exampleOf('7.1234', 'CNY', '¥')).toBe('534.26');
    expect(exampleOf('0.92145', 'EUR', '€')).toBe('69.11');
    expect(exampleOf('0', 'EUR', '€')).toBeNull();
    expect(exampleOf('1.1234567', 'EUR', '€')).toBeNull();
    expect(exampleOf('abc', 'EUR', '€')).toBeNull();
  });
});

describe('#/admin/currencies', () => {
  it('lists every currency with its rate, status and last change', async () => {
    startSession('tok');
    stubApi({ ...staffHandlers(['finance']), 'GET /api/admin/currency/index': list });
    renderRoute('/admin/currencies');
    await screen.findByText('0.92145');
    const table = screen.getByRole('table', { name: 'Currencies' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('0.92145')).toBeTruthy();
    expect(within(rows[2]!).getByText(/fin@example\.com/)).toBeTruthy();
    expect(within(rows[3]!).getByText('Hidden')).toBeTruthy();
    expect(within(rows[1]!).getByText('Never changed')).toBeTruthy();
  });

  it('edits a rate with its example, saves it and toasts', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/currency/index': list,
      'POST /api/admin/currency/save': (params) => ({
        code: 200,
        data: { ...currencies[1], rate: params.get('rate') },
      }),
    });
    renderRoute('/admin/currencies');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit EUR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit EUR' });
    expect(within(dialog).getByText('75.00 USD = 69.11 EUR')).toBeTruthy();
    const rate = within(dialog).getByLabelText('Rate per USD');
    fireEvent.change(rate, { target: { value: '0.95' } });
    expect(within(dialog).getByText('75.00 USD = 71.25 EUR')).toBeTruthy();
    fireEvent.change(rate, { target: { value: '0.1234567' } });
    expect(within(dialog).getByText('Type a valid rate to see an example.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A number above 0 with at most 6 decimals'),
    ).toBeTruthy();
    fireEvent.change(rate, { target: { value: '0.95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('EUR saved')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/currency/save'));
    const body = new URLSearchParams(String(call?.[1]?.body));
    expect(Object.fromEntries(body)).toEqual({
      code: 'EUR',
      rate: '0.95',
      name: 'Euro',
      symbol: '€',
      enabled: '1',
      sort: '2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a currency and shows the server’s refusal at its field', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/currency/index': list,
      'POST /api/admin/currency/save': () => ({
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'rate', reason: 'USD is the base currency: its rate is 1' },
      }),
    });
    renderRoute('/admin/currencies');
    fireEvent.click(await screen.findByRole('button', { name: 'New currency' }));
    const dialog = await screen.findByRole('dialog', { name: 'New currency' });
    const code = within(dialog).getByLabelText('Code');
    fireEvent.change(code, { target: { value: 'gb' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('3 capital letters')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'gbp' } });
    expect((code as HTMLInputElement).value).toBe('GBP');
    fireEvent.change(within(dialog).getByLabelText('Rate per USD'), {
      target: { value: '2' },
    });
    expect(within(dialog).getByText('75.00 USD = 150.00 GBP')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('USD is the base currency: its rate is 1')).toBeTruthy();
  });

  it('shows a currency’s rate history in a drawer', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/currency/index': list,
      'GET /api/admin/currency/history': (params) => ({
        code: 200,
        data: {
          list:
            params.get('code') === 'EUR'
              ? [change, { ...change, id: 1, rate_before: null, rate_after: '0.9' }]
              : [],
          total: 2,
          page: 1,
          pagesize: 20,
        },
      }),
    });
    renderRoute('/admin/currencies');
    fireEvent.click(await screen.findByRole('button', { name: 'History of EUR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate history of EUR' });
    expect(await within(dialog).findByText('0.9 → 0.92145')).toBeTruthy();
    expect(within(dialog).getByText('Created at 0.9')).toBeTruthy();
    expect(within(dialog).getAllByText(/fin@example\.com/)).toHaveLength(2);
  });

  it('says no permission to staff without money', async () => {
    startSession('tok');
    const fetchMock = stubApi(staffHandlers(['support']));
    renderRoute('/admin/currencies');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/currency/'))).toBe(false);
  });
});

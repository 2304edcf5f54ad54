import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

configure({ asyncUtilTimeout: 5000 });

const report = (params: URLSearchParams) => ({
  code: 200,
  data: {
    from: params.get('from'),
    to: params.get('to'),
    by: params.get('by'),
    total: 1234.5,
    orders: 42,
    periods:
      params.get('by') === 'day'
        ? [{ period: '2026-05-01', amount: 10.05, orders: 1 }]
        : [
            { period: '2026-04', amount: 1000, orders: 30 },
            { period: '2026-05', amount: 234.5, orders: 12 },
          ],
    shops: [
      { shop_id: 7, name: 'Corner, Shop', amount: 900.1, orders: 20 },
      { shop_id: null, name: '', amount: 0.4, orders: 0 },
    ],
  },
});

/** Captures the files the page hands to the browser. */
function captureDownloads(): { files: Blob[]; names: string[] } {
  const files: Blob[] = [];
  const names: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      files.push(blob);
      return 'blob:csv';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

/** A file's text, its byte-order mark kept (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('#/admin/commission', () => {
  it('shows the total, each month and the top shops, all time by default', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['finance']),
      'GET /api/admin/ledger/commission': report,
    });
    renderRoute('/admin/commission');
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('42 orders')).toBeTruthy();
    expect(screen.getByText(/All time/)).toBeTruthy();
    const months = screen.getByRole('table', { name: 'By month' });
    expect(
      within(months)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodCommissionOrders', '2026-04$1,000.0030', '2026-05$234.5012']);
    const shops = screen.getByRole('table', { name: 'Top shops' });
    expect(within(shops).getByText('Corner, Shop')).toBeTruthy();
    expect(within(shops).getByText('Not tied to a shop')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.searchParams.get('by')).toBe('month');
    expect(url.searchParams.has('from')).toBe(false);
  });

  it('keeps the range and grouping in the URL and asks the server for them', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/ledger/commission': report,
    });
    const { router } = renderRoute('/admin/commission?from=2026-05-01&to=2026-05-31');
    expect(await screen.findByText('2026-05-01 to 2026-05-31', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'day' } });
    expect(await screen.findByRole('table', { name: 'By day' })).toBeTruthy();
    expect(router.state.location.search).toContain('by=day');
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-31',
      by: 'day',
    });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    expect(await screen.findByText('The end is before the start')).toBeTruthy();
  });

  it('exports each list as CSV, amounts exact with 2 decimals', async () => {
    startSession('tok');
    stubApi({ ...staffHandlers(['admin']), 'GET /api/admin/ledger/commission': report });
    const downloads = captureDownloads();
    renderRoute('/admin/commission');
    await screen.findByText('$1,234.50');
    const [periods, shops] = screen.getAllByRole('button', { name: 'Export CSV' });
    fireEvent.click(periods!);
    fireEvent.click(shops!);
    await waitFor(() => expect(downloads.files).toHaveLength(2));
    expect(downloads.names[0]).toMatch(/^commission-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(downloads.files[0]!)).toBe(
      '\uFEFFPeriod,Commission (USD),Orders\r\n2026-04,1000.00,30\r\n2026-05,234.50,12\r\n',
    );
    expect(await textOf(downloads.files[1]!)).toBe(
      '\uFEFFID,Shop,Commission (USD),Orders\r\n7,"Corner, Shop",900.10,20\r\n,Not tied to a shop,0.40,0\r\n',
    );
    expect(await screen.findByText('2 rows exported')).toBeTruthy();
  });

  it('says when there is no commission in the range, with nothing to export', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/ledger/commission': () => ({
        code: 200,
        data: { from: null, to: null, by: 'month', total: 0, orders: 0, periods: [], shops: [] },
      }),
    });
    renderRoute('/admin/commission');
    expect(await screen.findAllByText('No commission in this range')).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'Export CSV' }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

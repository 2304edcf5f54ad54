import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

configure({ asyncUtilTimeout: 5000 });

const STORED: Record<string, unknown> = {
  site_name: 'WellMart',
  site_description: '',
  logo: '/static/seed/site/logo.png',
  favicon: '',
  copyright: '',
  default_currency: 'USD',
  default_lang: 'en',
  contact_email: '',
  contact_phone: '',
  address: '',
  service_url: '/#/pages/server/chat',
  third_service_url: '',
  seller_url: '',
  chat_icon_size: 50,
  min_recharge: 100,
  topup_daily_limit: 5,
  order_auto_cancel_minutes: 30,
  order_auto_complete_days: 10,
  refund_window_days: 7,
  commission_percent: 5,
  cod_max_order: 1000,
  cod_ship_days: 7,
  shipping_methods: [{ method: 'standard', label: 'Standard delivery', cost: 0 }],
  app_version: '1.0.8',
  app_version_code: 108,
  advert_popup_every_hours: 24,
};

const index = () => ({
  code: 200,
  data: {
    list: [
      ...Object.entries(STORED).map(([key, value]) => ({ key, value, description: 'English' })),
      { key: 'legacy_flag', value: { on: true }, description: 'Not a known setting' },
    ],
  },
});

/** The save handler: answers the value back, or refuses keys in `refuse` with their reason. */
function saver(saved: { key: string; value: unknown }[], refuse: Record<string, string> = {}) {
  return (params: URLSearchParams) => {
    const key = params.get('key') ?? '';
    if (refuse[key])
      return {
        code: 1000008,
        message: 'Invalid parameter.',
        data: { field: 'value', reason: refuse[key] },
      };
    const value = JSON.parse(params.get('value') ?? 'null') as unknown;
    saved.push({ key, value });
    return { code: 200, data: { key, value, description: 'English' } };
  };
}

const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('#/admin/settings', () => {
  it('shows one section per group, each setting with its translated description', async () => {
    startSession('tok');
    stubApi({ ...staffHandlers(['admin']), 'GET /api/admin/settings/index': index });
    renderRoute('/admin/settings');
    expect(await screen.findByDisplayValue('WellMart')).toBeTruthy();
    for (const name of ['Site', 'Contact', 'Customer service', 'Wallet', 'Orders', 'Mobile app'])
      expect(sectionOf(name)).toBeTruthy();
    const service = sectionOf('Customer service');
    expect(within(service).getByLabelText('Customer service link')).toHaveProperty(
      'value',
      '/#/pages/server/chat',
    );
    expect(within(service).getByText(/Where the customer-service button leads/)).toBeTruthy();
    expect(within(sectionOf('Orders')).getByLabelText('Commission (%)')).toHaveProperty(
      'value',
      '5',
    );
    const other = sectionOf('Other stored keys');
    expect(within(other).getByText('legacy_flag')).toBeTruthy();
    expect(within(other).getByText('{"on":true}')).toBeTruthy();
    // Nothing changed: nothing to save.
    expect(
      (screen.getByRole('button', { name: 'Save: Site name' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('saves one key as JSON, toasts, and shows the saved value', async () => {
    startSession('tok');
    const saved: { key: string; value: unknown }[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/settings/index': index,
      'POST /api/admin/settings/save': saver(saved),
    });
    renderRoute('/admin/settings');
    const name = await screen.findByLabelText('Site name');
    fireEvent.change(name, { target: { value: '  Corner Market ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Site name' }));
    expect(await screen.findByText('Site name saved')).toBeTruthy();
    expect(saved).toEqual([{ key: 'site_name', value: 'Corner Market' }]);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Corner Market'));

    fireEvent.change(screen.getByLabelText('Minimum top-up'), { target: { value: '25.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Minimum top-up' }));
    expect(await screen.findByText('Minimum top-up saved')).toBeTruthy();
    expect(saved[1]).toEqual({ key: 'min_recharge', value: 25.5 });
  });

  it('checks numbers before sending, and shows the server’s reason at the field', async () => {
    startSession('tok');
    const saved: { key: string; value: unknown }[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/settings/index': index,
      'POST /api/admin/settings/save': saver(saved, {
        service_url: 'must be empty, an http(s) URL or a path of this site starting with /',
      }),
    });
    renderRoute('/admin/settings');
    const hours = await screen.findByLabelText('Refund window (days)');
    fireEvent.change(hours, { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Refund window (days)' }));
    expect(await screen.findByText('Enter a whole number')).toBeTruthy();
    fireEvent.change(hours, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Refund window (days)' }));
    expect(await screen.findByText('From 1 to 365')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Commission (%)'), { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Commission (%)' }));
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    expect(saved).toEqual([]);

    const url = screen.getByLabelText('Customer service link');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Customer service link' }));
    const reason = await screen.findByText(
      'must be empty, an http(s) URL or a path of this site starting with /',
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain(reason.id);
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Customer service link' }));
    expect((url as HTMLInputElement).value).toBe('/#/pages/server/chat');
    expect(screen.queryByText(/must be empty, an http/)).toBeNull();
  });

  it('edits the shipping methods as rows, and how often the popup advert shows', async () => {
    startSession('tok');
    const saved: { key: string; value: unknown }[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/settings/index': index,
      'POST /api/admin/settings/save': saver(saved),
    });
    renderRoute('/admin/settings');
    await screen.findByDisplayValue('WellMart');
    const shipping = screen.getByRole('group', { name: 'Shipping methods' });
    fireEvent.click(within(shipping).getByRole('button', { name: 'Add a method' }));
    const row = within(shipping).getByRole('group', { name: 'Method 2' });
    fireEvent.change(within(row).getByLabelText('Code'), { target: { value: 'express' } });
    fireEvent.change(within(row).getByLabelText('Label'), { target: { value: 'Express' } });
    fireEvent.change(within(row).getByLabelText('Cost (USD)'), { target: { value: '9.90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Shipping methods' }));
    expect(await screen.findByText('Shipping methods saved')).toBeTruthy();
    expect(saved[0]).toEqual({
      key: 'shipping_methods',
      value: [
        { method: 'standard', label: 'Standard delivery', cost: 0 },
        { method: 'express', label: 'Express', cost: 9.9 },
      ],
    });

    const app = sectionOf('Mobile app');
    expect(within(app).queryByText(/Pop-up advert|Downloadable document/)).toBeNull();
    const hours = within(app).getByLabelText('Show the popup advert again after (hours)');
    expect(hours).toHaveProperty('value', '24');
    fireEvent.change(hours, { target: { value: '721' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Save: Show the popup advert again after (hours)' }),
    );
    expect(await screen.findByText('From 1 to 720')).toBeTruthy();
    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Save: Show the popup advert again after (hours)' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ key: 'advert_popup_every_hours', value: 48 });
  });

  it('offers the enabled currencies and the languages as choices', async () => {
    startSession('tok');
    const saved: { key: string; value: unknown }[] = [];
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/settings/index': index,
      'POST /api/admin/settings/save': saver(saved),
    });
    renderRoute('/admin/settings');
    const currency = await screen.findByLabelText('Default currency');
    await waitFor(() =>
      expect([...(currency as HTMLSelectElement).options].map((o) => o.value)).toEqual([
        'USD',
        'CNY',
      ]),
    );
    fireEvent.change(currency, { target: { value: 'CNY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: Default currency' }));
    await waitFor(() => expect(saved).toEqual([{ key: 'default_currency', value: 'CNY' }]));
    const lang = screen.getByLabelText('Default language') as HTMLSelectElement;
    expect([...lang.options].map((o) => o.value)).toContain('es');
  });

  it('is the owner’s: other staff see no permission', async () => {
    startSession('tok');
    const fetchMock = stubApi(staffHandlers(['finance']));
    renderRoute('/admin/settings');
    expect(await screen.findByText('No permission to access the current page')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/settings/'))).toBe(false);
  });
});

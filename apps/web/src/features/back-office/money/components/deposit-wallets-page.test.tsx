import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';

configure({ asyncUtilTimeout: 5000 });

const wallets = [
  {
    code: 'USDT-TRC20',
    name: 'USDT (TRC20)',
    network: 'TRON (TRC20)',
    address: 'TXplatformAddress1',
    enabled: true,
    sort: 1,
    records: 3,
  },
  {
    code: 'BTC',
    name: 'Bitcoin',
    network: 'Bitcoin',
    address: 'bc1qplatform',
    enabled: false,
    sort: 2,
    records: 0,
  },
];
const list = () => ({ code: 200, data: { list: wallets } });

describe('#/admin/deposit-wallets', () => {
  it('lists the wallets; one in use offers no removal but says to disable it', async () => {
    startSession('tok');
    stubApi({ ...staffHandlers(['finance']), 'GET /api/admin/deposit_wallet/index': list });
    renderRoute('/admin/deposit-wallets');
    expect(await screen.findByText('TXplatformAddress1')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Deposit wallets' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('3 records name it: disable it instead')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Remove USDT-TRC20' })).toBeNull();
    expect(within(rows[2]!).getByText('Hidden')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Remove BTC' })).toBeTruthy();
  });

  it('creates a wallet after checking its fields, and toasts', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/deposit_wallet/index': list,
      'POST /api/admin/deposit_wallet/save': (params) => ({
        code: 200,
        data: { ...Object.fromEntries(params), enabled: true, sort: 3, records: 0 },
      }),
    });
    renderRoute('/admin/deposit-wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'New wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deposit wallet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(4);
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'usdc-sol' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'USDC' } });
    fireEvent.change(within(dialog).getByLabelText('Network'), { target: { value: 'Solana' } });
    const address = within(dialog).getByLabelText('Address');
    fireEvent.change(address, { target: { value: 'So1 ana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Letters, digits and : . _ - only')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'So1ana111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('USDC-SOL saved')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/deposit_wallet/save'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      code: 'USDC-SOL',
      name: 'USDC',
      network: 'Solana',
      address: 'So1ana111',
      enabled: '1',
      sort: '3',
    });
  });

  it('disables a wallet from its form', async () => {
    startSession('tok');
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/deposit_wallet/index': list,
      'POST /api/admin/deposit_wallet/save': () => ({
        code: 200,
        data: { ...wallets[0], enabled: false },
      }),
    });
    renderRoute('/admin/deposit-wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit USDT-TRC20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit USDT-TRC20' });
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Listed for users'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('USDT-TRC20 saved')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/deposit_wallet/save'));
    expect(new URLSearchParams(String(call?.[1]?.body)).get('enabled')).toBe('0');
  });

  it('removes a wallet after a confirmation; a refusal is toasted with its reason', async () => {
    startSession('tok');
    let refuse = false;
    const fetchMock = stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/deposit_wallet/index': list,
      'POST /api/admin/deposit_wallet/remove': (params) =>
        refuse
          ? {
              code: 1000008,
              message: 'Invalid parameter.',
              data: { field: 'code', reason: 'named by 1 wallet record(s): disable it instead' },
            }
          : { code: 200, data: { code: params.get('code'), removed: true } },
    });
    renderRoute('/admin/deposit-wallets');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove BTC?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('BTC removed')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/deposit_wallet/remove')),
    ).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove BTC' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove BTC?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('named by 1 wallet record(s): disable it instead')).toBeTruthy();
  });
});

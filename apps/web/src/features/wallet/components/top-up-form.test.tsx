import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { imageFile, logIn, stubUploads, walletHandlers } from '../test-fixtures';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('recharge form', () => {
  it('shows the deposit address with its QR code and validates the amount as the user types', async () => {
    logIn();
    stubApi(walletHandlers());
    renderRoute('/pages/mine/wallet?tab=recharge');
    expect(
      await screen.findByRole('img', { name: 'QR code of the USDT (TRC20) deposit address' }),
    ).toBeTruthy();
    expect(screen.getByTestId('deposit-address').textContent).toBe(
      'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn',
    );
    type('Amount (USD)', '12.345');
    expect(screen.getByText('Use at most 2 decimals.')).toBeTruthy();
    type('Amount (USD)', '99.99');
    expect(screen.getByText('The minimum is 100.00 USD.')).toBeTruthy();
    type('Amount (USD)', '100');
    expect(screen.queryByText('The minimum is 100.00 USD.')).toBeNull();
  });

  it('asks for the certificate, uploads it, submits, and shows it was sent for review', async () => {
    logIn();
    stubUploads();
    const fetchMock = stubApi({
      ...walletHandlers(),
      'POST /api/customer/info/recharge': (p) => ({
        code: 200,
        data: {
          id: 5,
          kind: 'recharge',
          amount: Number(p.get('amount')),
          actual_amount: 0,
          name: 'USDT (TRC20)',
          certificate: '',
          transcation_id: p.get('transcation_id'),
          type: 'income',
          state: 'submitted',
          message: '',
          remark: '',
          pay_method: 'USDT-TRC20',
          created_at: '2026-01-01T00:00:00Z',
        },
      }),
    });
    renderRoute('/pages/mine/wallet?tab=recharge');
    await screen.findByRole('button', { name: 'Submit top-up' });
    type('Amount (USD)', '150.5');
    type('Transaction ID', 'abc-123');
    fireEvent.click(screen.getByRole('button', { name: 'Submit top-up' }));
    expect(await screen.findByText('Upload the payment certificate.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Payment certificate'), {
      target: { files: [imageFile()] },
    });
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit top-up' }));
    expect(await screen.findByText('Top-up submitted for review')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/customer/info/recharge'),
    );
    const body = new URLSearchParams(String(call?.[1]?.body));
    expect(Object.fromEntries(body)).toMatchObject({
      wallet: 'USDT-TRC20',
      amount: '150.5',
      transcation_id: 'abc-123',
      certificate: '/static/uploads/2026/01/proof.png',
    });
  });

  it('puts a used transaction id on its field and keeps what was typed', async () => {
    logIn();
    stubUploads();
    stubApi({
      ...walletHandlers(),
      'POST /api/customer/info/recharge': () => ({
        code: 2000028,
        message: 'Top-up failed: this transaction ID has already been used.',
      }),
    });
    renderRoute('/pages/mine/wallet?tab=recharge');
    await screen.findByRole('button', { name: 'Submit top-up' });
    type('Amount (USD)', '200');
    type('Transaction ID', 'used-1');
    fireEvent.change(screen.getByLabelText('Payment certificate'), {
      target: { files: [imageFile()] },
    });
    await screen.findByText('Uploaded');
    fireEvent.click(screen.getByRole('button', { name: 'Submit top-up' }));
    const field = screen.getByLabelText('Transaction ID') as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(field.value).toBe('used-1');
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('200');
    expect(
      screen.getAllByText('Top-up failed: this transaction ID has already been used.').length,
    ).toBeGreaterThan(0);
  });

  it('offers a retry when the upload fails', async () => {
    logIn();
    stubUploads({ fail: true });
    stubApi(walletHandlers());
    renderRoute('/pages/mine/wallet?tab=recharge');
    await screen.findByRole('button', { name: 'Submit top-up' });
    fireEvent.change(screen.getByLabelText('Payment certificate'), {
      target: { files: [imageFile()] },
    });
    expect(await screen.findByRole('button', { name: 'Retry upload' })).toBeTruthy();
    stubUploads();
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it', async () => {
    logIn();
    stubApi(walletHandlers());
    renderRoute('/pages/mine/wallet?tab=bank');
    await screen.findByRole('button', { name: 'Submit bank top-up' });
    fireEvent.change(screen.getByLabelText('Payment certificate'), {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
  });

  it('checks the bank names are in English letters', async () => {
    logIn();
    stubApi(walletHandlers());
    renderRoute('/pages/mine/wallet?tab=bank');
    await screen.findByRole('button', { name: 'Submit bank top-up' });
    type('Bank name', '招商银行');
    expect(screen.getByText('Use English letters only.')).toBeTruthy();
  });
});

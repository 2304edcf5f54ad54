import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { TestProviders } from '../../../test/providers';
import { imageFile, stubUploads } from '../../../test/uploads';
import { SellerApplyForm } from './seller-apply-form';

function renderForm() {
  render(
    <TestProviders>
      <MemoryRouter>
        <SellerApplyForm />
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.getByRole('form', { name: 'Seller application' });
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

const applyCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/customer/user/applyseller'))
    .map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

async function fillIn(form: HTMLElement) {
  type(form, 'Shop name (English letters)', 'Sam Shop');
  type(form, 'Contact name', 'Sam Lee');
  type(form, 'Phone', '+1 555 0100');
  type(form, 'Shop address', '1 Main St');
  fireEvent.change(within(form).getByLabelText('ID card, front'), {
    target: { files: [imageFile()] },
  });
  fireEvent.change(within(form).getByLabelText('ID card, back'), {
    target: { files: [imageFile()] },
  });
  await waitFor(() => expect(within(form).getAllByText('Uploaded')).toHaveLength(2));
}

describe('seller application form', () => {
  it('says what is missing or wrong on submit and sends nothing', () => {
    startSession('tok');
    const fetchMock = stubApi();
    const form = renderForm();
    type(form, 'Phone', 'call me');
    type(form, 'Email (optional)', 'not-an-email');
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    expect(within(form).getByText('Digits, spaces, ( ) - and a leading + only')).toBeTruthy();
    expect(within(form).getByText('Enter an email address like name@example.com')).toBeTruthy();
    expect(within(form).getAllByText('Upload this image')).toHaveLength(2);
    type(form, 'Shop name (English letters)', 'Tienda ñ');
    expect(within(form).getByText('At least 2 characters, English letters only')).toBeTruthy();
    expect(applyCalls(fetchMock)).toEqual([]);
  });

  it('sends the application with both ID images and says it was sent', async () => {
    startSession('tok');
    stubUploads();
    const fetchMock = stubApi({
      'POST /api/customer/user/applyseller': () => ({ code: 200, data: { status: 'pending' } }),
    });
    const form = renderForm();
    await fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my notices' }).getAttribute('href')).toBe(
      '/pages/mine/notices',
    );
    expect(screen.queryByRole('form', { name: 'Seller application' })).toBeNull();
    expect(applyCalls(fetchMock)).toEqual([
      {
        shop_name: 'Sam Shop',
        contact_name: 'Sam Lee',
        telephone: '+1 555 0100',
        address: '1 Main St',
        id_front: '/static/uploads/2026/01/proof.png',
        id_back: '/static/uploads/2026/01/proof.png',
      },
    ]);
  });

  it('puts the server’s refusal on its field and keeps the form', async () => {
    startSession('tok');
    stubUploads();
    stubApi({
      'POST /api/customer/user/applyseller': () => ({
        code: 1000008,
        message: 'That shop name is taken',
        data: { field: 'shop_name', reason: 'taken' },
      }),
    });
    const form = renderForm();
    await fillIn(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('That shop name is taken')).toBeTruthy();
    expect(screen.queryByText('Application sent')).toBeNull();
    expect(
      (within(form).getByLabelText('Shop name (English letters)') as HTMLInputElement).value,
    ).toBe('Sam Shop');
  });
});

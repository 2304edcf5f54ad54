import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../lib/session';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';
import { imageFile, stubUploads } from '../../../test/uploads';

// Route modules load lazily: the first render of a file takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const seller = {
  'GET /api/customer/info/get_userinfo': () => ({
    code: 200,
    data: {
      id: 3,
      email: 'sam@example.com',
      firstname: 'Sam',
      lastname: '',
      avatar: '',
      phone: '',
      seller_url: '',
      is_seller: true,
      seller_status: 'approved',
      roles: ['customer', 'seller'],
      card: { count: 0 },
      product: { count: 0 },
      notice: { count: 0 },
      message_unread_count: 0,
    },
  }),
  'GET /api/seller/dashboard': () => ({
    code: 200,
    data: {
      sales_amount: 0,
      month_sales: 0,
      last_month_sales: 0,
      total_sales: 0,
      order_count: 0,
      product_count: 0,
      balance: 0,
    },
  }),
  'GET /api/seller/order/index': () => ({
    code: 200,
    data: { list: [], total: 0, page: 1, pagesize: 20 },
  }),
  'POST /api/customer/index/get-all-category': () => ({
    code: 200,
    data: { list: [{ id: 4, name: 'Phones', children: [{ id: 9, name: 'Cases', children: [] }] }] },
  }),
  'POST /api/customer/index/get-all-brand': () => ({
    code: 200,
    data: { list: [{ id: 2, name: 'Acme', product_count: 3 }] },
  }),
};

async function openForm() {
  startSession('tok-seller');
  renderRoute('/seller/center');
  fireEvent.click(await screen.findByRole('tab', { name: 'New product' }));
  return screen.findByRole('form', { name: 'New product' });
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('new product form', () => {
  it('says what is missing on submit and sends nothing', async () => {
    const fetchMock = stubApi(seller);
    const form = await openForm();
    type(form, 'Price (USD)', '1.234');
    expect(within(form).getByText('A price from 0.01 with up to 2 decimals')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    expect(within(form).getByText('Add at least one image')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/seller/product/save'))).toBe(
      false,
    );
  });

  it('sends the names given, price, stock, category, brand and images, then starts again empty', async () => {
    stubUploads();
    const fetchMock = stubApi({
      ...seller,
      'POST /api/seller/product/save': () => ({ code: 200, data: { id: 11 } }),
    });
    const form = await openForm();
    type(form, 'Product name (English)', '  Phone case ');
    type(form, 'Price (USD)', '12.5');
    type(form, 'Stock', '3');
    await within(form).findByRole('option', { name: '— Cases' });
    type(form, 'Category', '9');
    type(form, 'Brand', '2');
    fireEvent.change(within(form).getByLabelText('Product images'), {
      target: { files: [imageFile()] },
    });
    // Once uploaded, the image is listed and a field for the next one appears.
    expect(await within(form).findByLabelText('Add another image')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product saved; it goes on sale once approved')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/seller/product/save'));
    expect(Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)))).toEqual({
      name_en: 'Phone case',
      price: '12.5',
      stock: '3',
      category_id: '9',
      brand_id: '2',
      images: JSON.stringify(['/static/uploads/2026/01/proof.png']),
    });
    await waitFor(() =>
      expect(
        (within(form).getByLabelText('Product name (English)') as HTMLInputElement).value,
      ).toBe(''),
    );
    expect(within(form).queryByText('Required')).toBeNull();
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    stubUploads();
    stubApi({
      ...seller,
      'POST /api/seller/product/save': () => ({
        code: 1000008,
        message: 'Invalid parameter: price',
        data: { field: 'price', reason: 'at most 1000000' },
      }),
    });
    const form = await openForm();
    type(form, 'Product name (English)', 'Phone case');
    type(form, 'Price (USD)', '9999999');
    await within(form).findByRole('option', { name: 'Phones' });
    type(form, 'Category', '4');
    fireEvent.change(within(form).getByLabelText('Product images'), {
      target: { files: [imageFile()] },
    });
    await within(form).findByLabelText('Add another image');
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText('Invalid parameter: price')).toBeTruthy();
    expect((within(form).getByLabelText('Product name (English)') as HTMLInputElement).value).toBe(
      'Phone case',
    );
    type(form, 'Price (USD)', '99');
    expect(within(form).queryByText('Invalid parameter: price')).toBeNull();
  });
});

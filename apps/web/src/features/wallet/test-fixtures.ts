import { startSession } from '../../lib/session';

/** A logged-in buyer's answers for the wallet pages (tests only). */
export function walletHandlers(overrides: { balance?: number; frozen?: number } = {}) {
  return {
    'GET /api/customer/info/get_userinfo': () => ({
      code: 200,
      data: {
        id: 7,
        email: 'ana@example.com',
        firstname: 'Ana',
        lastname: 'Ruiz',
        avatar: '',
        phone: '',
        seller_url: '',
        is_seller: false,
        seller_status: 'none',
        roles: ['customer'],
        card: { count: 2 },
        product: { count: 1 },
        notice: { count: 3 },
        message_unread_count: 0,
      },
    }),
    'GET /api/customer/info/get_user_balance': () => ({
      code: 200,
      data: {
        balance: overrides.balance ?? 1000,
        frozen: overrides.frozen ?? 0,
        merchant_balance: 0,
        currency: 'USD',
      },
    }),
    'POST /api/customer/index/get_wallets': () => ({
      code: 200,
      data: {
        list: [
          {
            name: 'USDT (TRC20)',
            code: 'USDT-TRC20',
            address: 'TNfqbNpq8Gc4E5sRXfZyR9rLvAyaBWrwEn',
            network: 'TRON (TRC20)',
          },
        ],
      },
    }),
    'GET /api/customer/index/store': (p: URLSearchParams) => ({
      code: 200,
      data:
        p.get('type') === 'advert' ? { list: [] } : { site_name: 'Test Mall', min_recharge: 100 },
    }),
    'GET /api/customer/info/payment_settings': () => ({
      code: 200,
      data: {
        bank_name: 'Chase',
        bank_acc_name: 'Ana Ruiz',
        bank_acc_no: '12345678',
        bank_routing_no: '',
        wallet_address: { 'USDT-TRC20': 'TSavedAddress123' },
        address: '',
      },
    }),
    'GET /api/customer/info/recharge_list': () => ({
      code: 200,
      data: { list: [], total: 0, page: 1, pagesize: 10 },
    }),
    'GET /api/customer/info/transaction_details': () => ({
      code: 200,
      data: { list: [], total: 0, page: 1, pagesize: 15 },
    }),
  };
}

export function logIn(): void {
  startSession('tok-wallet');
}

// Shared with other areas' tests: src/test/uploads.ts.
export { imageFile, stubUploads } from '../../test/uploads';

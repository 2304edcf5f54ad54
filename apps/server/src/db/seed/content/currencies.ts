/** Currencies with units per 1 USD (decimal strings, up to 6 decimals), USD first. */
export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: '1' },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: '0.921450' },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: '0.787320' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', rate: '7.123400' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: '151.620000' },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', rate: '35.870500' },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', rate: '1368.450000' },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', rate: '32.415000' },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', rate: '7.812300' },
] as const;

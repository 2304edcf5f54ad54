import { describe, expect, it } from 'vitest';
import {
  boundFromUsd,
  convertMoney,
  formatBound,
  formatMoney,
  pickCurrency,
  toUsd,
  USD,
  type Currency,
} from './money';
import { mediaUrl, setStaticBase } from './media';

const CNY: Currency = { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' };
const JPY: Currency = { code: 'JPY', symbol: '¥', rate: '151.5', name: 'Yen' };

describe('money', () => {
  it('rounds a converted price half up to 2 decimals (contract example)', () => {
    expect(convertMoney(75, 'price', CNY)).toBe('534.26');
    expect(formatMoney('75.00', 'price', CNY)).toBe('¥534.26');
  });

  it('truncates a converted amount toward zero', () => {
    // 0.15 x 7.1234 = 1.06851: a price rounds to 1.07, an amount keeps 1.06
    expect(convertMoney(0.15, 'price', CNY)).toBe('1.07');
    expect(convertMoney(0.15, 'amount', CNY)).toBe('1.06');
    expect(formatMoney(0.29, 'amount', USD)).toBe('$0.29');
  });

  it('groups thousands and keeps the sign in front of the symbol', () => {
    expect(formatMoney(12345.6, 'price', JPY)).toBe('¥1,870,358.40');
    expect(formatMoney(-3.1, 'amount', USD)).toBe('-$3.10');
  });

  it('shows a dash for something that is not an API amount', () => {
    expect(formatMoney(Number.NaN, 'price', USD)).toBe('—');
    expect(formatMoney('1.005', 'price', USD)).toBe('—');
    expect(formatMoney('abc', 'amount', USD)).toBe('—');
  });

  it('falls back to USD when a rate is unusable', () => {
    expect(formatMoney(5, 'price', { code: 'BAD', symbol: 'B', rate: 'x', name: 'Bad' })).toBe(
      '$5.00',
    );
  });

  it('picks the chosen currency, else the default, else the first, else USD', () => {
    const list = [JPY, CNY];
    expect(pickCurrency(list, 'CNY', 'JPY')).toBe(CNY);
    expect(pickCurrency(list, 'EUR', 'JPY')).toBe(JPY);
    expect(pickCurrency(list, null, 'USD')).toBe(JPY);
    expect(pickCurrency([], null, 'USD')).toBe(USD);
  });
});

describe('mediaUrl', () => {
  it('keeps absolute URLs and prefixes relative paths with the static base', () => {
    setStaticBase('https://cdn.example.com/static/');
    expect(mediaUrl('media/catalog/a.png')).toBe(
      'https://cdn.example.com/static/media/catalog/a.png',
    );
    expect(mediaUrl('https://x.io/b.png')).toBe('https://x.io/b.png');
    expect(mediaUrl('/static/c.png')).toBe('/static/c.png');
    expect(mediaUrl(null)).toBe('');
  });
});

describe('price bounds typed in the chosen currency', () => {
  const cny = { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' };
  it('go to USD so that the filter keeps exactly the prices shown', () => {
    expect(toUsd('300', cny, 'min')).toBe('42.12'); // 42.11 shows as ¥299.97: below the bound
    expect(toUsd('2000', cny, 'max')).toBe('280.76'); // 280.77 shows as ¥2,000.04: above it
    expect(convertMoney('42.12', 'price', cny)).toBe('300.04');
    expect(toUsd('71.234', cny)).toBeNull();
    expect(toUsd('71.234', cny, 'max')).toBeNull();
    expect(toUsd('1,000', USD)).toBe('1000');
    expect(toUsd('12.5', USD, 'max')).toBe('12.50');
    expect(toUsd('-1', USD)).toBeNull();
    expect(toUsd('abc', USD)).toBeNull();
  });

  it('come back as the buyer typed them', () => {
    expect(boundFromUsd('42.12', cny)).toBe('300');
    expect(boundFromUsd('280.76', cny)).toBe('2000');
    expect(boundFromUsd(toUsd('12.5', cny, 'min')!, cny)).toBe('12.5');
    expect(boundFromUsd('75', USD)).toBe('75');
    expect(boundFromUsd('12.34', USD)).toBe('12.34');
    expect(formatBound('280.76', cny)).toBe('¥2,000');
  });
});

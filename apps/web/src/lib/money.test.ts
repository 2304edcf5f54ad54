import { describe, expect, it } from 'vitest';
import { convertMoney, formatMoney, fromUsd, pickCurrency, toUsd, USD, type Currency } from './money';
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
    expect(formatMoney(5, 'price', { code: 'BAD', symbol: 'B', rate: 'x', name: 'Bad' })).toBe('$5.00');
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
    expect(mediaUrl('media/catalog/a.png')).toBe('https://cdn.example.com/static/media/catalog/a.png');
    expect(mediaUrl('https://x.io/b.png')).toBe('https://x.io/b.png');
    expect(mediaUrl('/static/c.png')).toBe('/static/c.png');
    expect(mediaUrl(null)).toBe('');
  });
});

describe('price bounds typed in the chosen currency', () => {
  const cny = { code: 'CNY', symbol: '¥', rate: '7.1234', name: 'Yuan' };
  it('go to USD rounded half up, and back for the input', () => {
    expect(toUsd('100', cny)).toBe('14.04');
    expect(toUsd('7.1234', cny)).toBeNull();
    expect(toUsd('71.23', cny)).toBe('10');
    expect(toUsd('1,000', USD)).toBe('1000');
    expect(toUsd('-1', USD)).toBeNull();
    expect(toUsd('abc', USD)).toBeNull();
    expect(fromUsd('10', cny)).toBe('71.23');
    expect(fromUsd('75', USD)).toBe('75');
  });
});

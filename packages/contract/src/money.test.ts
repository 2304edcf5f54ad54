import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  centsToDecimal,
  convertAmount,
  convertPrice,
  groupDigits,
  parseAmount,
  parseApiAmount,
  MAX_API_AMOUNT_CENTS,
  MAX_API_AMOUNT_REASON,
  parseRate,
} from './money';

describe('parseAmount', () => {
  it.each([
    ['100', 10000],
    ['0.29', 29],
    ['19.9', 1990],
    [75, 7500],
    [0.1, 10],
    ['  12.50 ', 1250],
  ])('reads %j as %d cents', (input, cents) => {
    expect(parseAmount(input)).toEqual({ ok: true, cents });
  });

  it.each(['-1', '1.234', '1e3', 'abc', '', '.5', '1.', 'NaN', 'Infinity', '0x10'])(
    'rejects %j',
    (input) => {
      expect(parseAmount(input).ok).toBe(false);
    },
  );

  it('rejects non-finite numbers, exponent numbers and other types', () => {
    expect(parseAmount(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(parseAmount(Number.NaN).ok).toBe(false);
    expect(parseAmount(1e21).ok).toBe(false);
    expect(parseAmount(null).ok).toBe(false);
    expect(parseAmount({}).ok).toBe(false);
  });

  it('says why a value with three decimals is rejected', () => {
    expect(parseAmount('1.005')).toEqual({ ok: false, reason: 'at most 2 decimals' });
  });
});

describe('cents and amounts', () => {
  it('converts both ways exactly', () => {
    expect(centsToAmount(1999)).toBe(19.99);
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-150)).toBe('-1.50');
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents('-2.5')).toBe(-250);
    expect(amountToCents('1.999')).toBeNull();
  });
});

describe('conversion', () => {
  it('rounds a price half up (75.00 x 7.1234 shows 534.26)', () => {
    expect(convertPrice(75, '7.1234')).toBe('534.26');
    expect(convertPrice('0.01', '0.5')).toBe('0.01');
    expect(convertPrice(10, '1')).toBe('10.00');
  });

  it('truncates an amount toward zero (0.29 stays 0.29)', () => {
    expect(convertAmount(0.29, '1')).toBe('0.29');
    expect(convertAmount(75, '7.1234')).toBe('534.25');
    expect(convertAmount('-0.29', '1.5')).toBe('-0.43');
  });

  it('does not suffer binary floating point', () => {
    // 0.1 x 3 is 0.30000000000000004 in binary floating point.
    expect(convertPrice(0.1, '3')).toBe('0.30');
    expect(convertAmount(1.15, '100')).toBe('115.00');
  });

  it('reads rates with up to 6 decimals only', () => {
    expect(parseRate('7.123456')).toBe(7_123_456n);
    expect(parseRate('7.1234567')).toBeNull();
    expect(parseRate('0')).toBeNull();
    expect(parseRate('-1')).toBeNull();
  });

  it('groups digits', () => {
    expect(groupDigits('1234567.80')).toBe('1,234,567.80');
    expect(groupDigits('-1000.00', '.')).toBe('-1.000.00');
    expect(groupDigits('999.00')).toBe('999.00');
  });
});

describe('parseApiAmount', () => {
  it('accepts up to MAX_API_AMOUNT_CENTS and refuses beyond it with the reason', () => {
    expect(parseApiAmount('10000000000')).toEqual({ ok: true, cents: MAX_API_AMOUNT_CENTS });
    expect(parseApiAmount(10_000_000_000)).toEqual({ ok: true, cents: MAX_API_AMOUNT_CENTS });
    for (const input of [
      '10000000000.01',
      99_999_999_999,
      '9999999999999.99',
      '123456789012345678',
    ]) {
      expect(parseApiAmount(input)).toEqual({ ok: false, reason: MAX_API_AMOUNT_REASON });
    }
    expect(Number.isSafeInteger(MAX_API_AMOUNT_CENTS * 9000)).toBe(true);
    expect(parseApiAmount('1e3').ok).toBe(false);
    expect(parseApiAmount('-1').ok).toBe(false);
  });
});

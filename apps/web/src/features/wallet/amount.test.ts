import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

describe('checkAmount', () => {
  it('accepts plain numbers with up to 2 decimals, in cents', () => {
    expect(checkAmount('100')).toEqual({ ok: true, cents: 10000, usd: '100.00' });
    expect(checkAmount(' 100.5 ')).toEqual({ ok: true, cents: 10050, usd: '100.50' });
    expect(checkAmount('0.29')).toEqual({ ok: true, cents: 29, usd: '0.29' });
    expect(checkAmount('.5')).toEqual({ ok: true, cents: 50, usd: '0.50' });
    expect(checkAmount('12.')).toEqual({ ok: true, cents: 1200, usd: '12.00' });
    expect(checkAmount('1,250.75')).toEqual({ ok: true, cents: 125075, usd: '1250.75' });
  });

  it('says what is wrong with anything else', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('   ')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('10.123')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('1e3')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('-5')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('abc')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1.2.3')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'positive' });
    expect(checkAmount('0.00')).toEqual({ ok: false, problem: 'positive' });
  });

  it('holds top-ups to the minimum, exactly at the cent', () => {
    expect(checkAmount('99.99', { min: 100 })).toEqual({ ok: false, problem: 'min' });
    expect(checkAmount('100', { min: 100 }).ok).toBe(true);
    expect(checkAmount('0.3', { min: 0.3 }).ok).toBe(true); // 0.1 + 0.2 style float traps do not apply
  });

  it('holds withdrawals to the balance', () => {
    expect(checkAmount('1000.01', { available: 1000 })).toEqual({ ok: false, problem: 'balance' });
    expect(checkAmount('1000', { available: 1000 }).ok).toBe(true);
    expect(checkAmount('0.01', { available: 0 })).toEqual({ ok: false, problem: 'balance' });
  });

  it('caps one movement at 1,000,000', () => {
    expect(checkAmount('1000000').ok).toBe(true);
    expect(checkAmount('1000000.01')).toEqual({ ok: false, problem: 'max' });
    expect(checkAmount('99999999999999999')).toEqual({ ok: false, problem: 'max' });
  });
});

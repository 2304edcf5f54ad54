import { describe, expect, it } from 'vitest';
import { flagSchema, idSchema, jsonParam, optionalParam } from './params';
import { z } from 'zod';
import { amountCentsSchema, MAX_AMOUNT_CENTS } from './wallet';

describe('amountCentsSchema', () => {
  it.each([
    ['100', 10_000],
    [0.01, 1],
    ['30.5', 3_050],
    [1_000_000, MAX_AMOUNT_CENTS],
  ])('reads %j as %d cents', (input, cents) => {
    expect(amountCentsSchema.parse(input)).toBe(cents);
  });

  it.each([
    ['0', 'must be greater than 0'],
    [0, 'must be greater than 0'],
    ['-1', 'must not be negative'],
    ['1.234', 'at most 2 decimals'],
    ['1e3', 'not a plain decimal number'],
    [Number.NaN, 'not a number'],
    [Number.POSITIVE_INFINITY, 'not a number'],
    ['1000000.01', 'at most 1000000'],
  ])('refuses %j: %s', (input, reason) => {
    const result = amountCentsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(reason);
  });
});

describe('parameter helpers', () => {
  it('reads flags, ids, optional and JSON parameters', () => {
    expect(['1', 1, true, 'true'].map((value) => flagSchema.parse(value))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0', 0, false, 'false'].map((value) => flagSchema.parse(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(flagSchema.safeParse('2').success).toBe(false);
    expect(idSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-3', '1.5', 'x', '99999999999'])
      expect(idSchema.safeParse(bad).success).toBe(false);
    const optional = z.object({ type: optionalParam(z.enum(['a', 'b'])) });
    expect(optional.parse({ type: '' })).toEqual({ type: undefined });
    expect(optional.safeParse({ type: 'c' }).success).toBe(false);
    const json = jsonParam(z.record(z.string(), z.string()));
    expect(json.parse('{"BTC":"bc1"}')).toEqual({ BTC: 'bc1' });
    expect(json.parse({ BTC: 'bc1' })).toEqual({ BTC: 'bc1' });
    expect(json.safeParse('{oops').error?.issues[0]?.message).toBe('not valid JSON');
  });
});

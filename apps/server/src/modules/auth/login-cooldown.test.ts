import { describe, expect, it } from 'vitest';
import { coolDownUntil } from './login-cooldown';

const at = (...seconds: number[]) => seconds.map((s) => new Date(s * 1000));

describe('coolDownUntil', () => {
  it('lets attempts through until a full round of failures', () => {
    expect(coolDownUntil([], 5, 0)).toBeNull();
    expect(coolDownUntil(at(1, 2, 3, 4), 5, 5000)).toBeNull();
  });

  it('waits a minute from the last failure of the first round, then doubles per round up to an hour', () => {
    expect(coolDownUntil(at(1, 2, 3, 4, 5), 5, 6000)).toBe(65_000);
    expect(coolDownUntil(at(1, 2, 3, 4, 5), 5, 65_000)).toBeNull();
    const tenAt = at(1, 2, 3, 4, 5, 100, 101, 102, 103, 104);
    expect(coolDownUntil(tenAt, 5, 105_000)).toBe(104_000 + 120_000);
    expect(coolDownUntil([...tenAt, ...at(300)], 5, 301_000)).toBeNull();
    const many = Array.from({ length: 100 }, (_, i) => new Date(i * 1000));
    expect(coolDownUntil(many, 5, 100_000)).toBe(99_000 + 3_600_000);
  });
});

import { describe, expect, it } from 'vitest';
import { ok } from '../envelope';
import { isLive, markShared, releaseShared, serializeAnswer, sharedAnswerOf } from './serializer';

describe('serializeAnswer', () => {
  it('serialises a shared value once and gives the same text after', () => {
    const data = markShared({ list: [{ id: 1, name: 'A' }], total: 1 });
    const first = serializeAnswer(ok(data));
    expect(JSON.parse(first)).toEqual({ code: 200, message: 'success', data });
    expect(sharedAnswerOf(ok(data))?.text).toBe(first);
    // The text is remembered: a change made against the rules would not show.
    data.total = 2;
    expect(serializeAnswer(ok(data))).toBe(first);
  });

  it('serialises anything else on every call', () => {
    const data = { total: 1 };
    expect(serializeAnswer(ok(data))).toBe('{"code":200,"message":"success","data":{"total":1}}');
    data.total = 2;
    expect(serializeAnswer(ok(data))).toContain('"total":2');
    expect(sharedAnswerOf(ok(data))).toBeUndefined();
  });

  it('never reuses a shared text for an error or a different envelope', () => {
    const data = markShared({ total: 1 });
    expect(sharedAnswerOf({ code: 2000019, message: 'not found', data })).toBeUndefined();
    expect(sharedAnswerOf({ ...ok(data), extra: true })).toBeUndefined();
    expect(serializeAnswer({ code: 2000019, message: 'not found', data })).toContain('2000019');
    expect(serializeAnswer(null)).toBe('null');
  });
});

describe('isLive', () => {
  it('holds while the value is shared: until its time, or until it is released', () => {
    const kept = markShared({ n: 1 });
    const answer = sharedAnswerOf(ok(kept));
    if (!answer) throw new Error('not shared');
    expect(isLive(answer)).toBe(true);
    releaseShared(kept);
    expect(isLive(answer)).toBe(false);
    expect(sharedAnswerOf(ok(kept))).toBeUndefined();
    const expired = markShared({ n: 2 }, Date.now() - 1);
    const old = sharedAnswerOf(ok(expired));
    expect(old && isLive(old)).toBe(false);
  });
});

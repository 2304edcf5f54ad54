import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it('prefers br, then gzip, as the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.5, gzip;q=1')).toBe('br');
  });

  it('sends nothing encoded when nothing usable is accepted', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

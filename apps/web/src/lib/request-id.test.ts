import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it('makes 32 hex characters (the server takes 8 to 64), different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

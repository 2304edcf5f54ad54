import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s eval probe off through the global zod reads its settings from', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});

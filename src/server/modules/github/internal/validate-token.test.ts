import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './validate-token';

describe('a token’s expiry', () => {
  it('is the one the provider states, else an hour from now', () => {
    expect(tokenExpiry('2031-05-01 10:00:00 UTC', 0).toISOString()).toBe('2031-05-01T10:00:00.000Z');
    expect(tokenExpiry(undefined, 1_000_000).getTime()).toBe(1_000_000 + 3_600_000);
    expect(tokenExpiry('nonsense', 0).getTime()).toBe(3_600_000);
  });
});

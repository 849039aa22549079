import { describe, expect, it } from 'vitest';
import { canRetry, createErrorId, retryDelay } from './retry-delay';

describe('error boundary retry (docs/product.md#lifecycles, #limits)', () => {
  it('waits 1 s × 2^n', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 10 s', () => {
    expect(retryDelay(4)).toBe(10_000);
    expect(retryDelay(20)).toBe(10_000);
  });

  it('treats nonsense attempts as the first one', () => {
    expect(retryDelay(-3)).toBe(1000);
    expect(retryDelay(1.7)).toBe(2000);
  });

  it('allows three retries, then no more', () => {
    expect([0, 1, 2].map(canRetry)).toEqual([true, true, true]);
    expect(canRetry(3)).toBe(false);
    expect(canRetry(4)).toBe(false);
  });

  it('builds readable error ids', () => {
    expect(createErrorId(1_700_000_000_000, () => 0.5)).toMatch(/^ERR-[0-9A-Z]{6}-[0-9A-Z]{4}$/);
    expect(createErrorId(1, () => 0)).not.toBe(createErrorId(1, () => 0.999));
  });
});

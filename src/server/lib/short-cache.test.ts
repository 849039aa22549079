import { describe, expect, it } from 'vitest';
import { createShortCache } from './short-cache';

function counter() {
  let calls = 0;
  return {
    compute: async () => ({ value: ++calls }),
    get calls() {
      return calls;
    },
  };
}

describe('the short cache of heavy reads', () => {
  it('shares one computation between concurrent callers of a key', async () => {
    const cache = createShortCache(60);
    const c = counter();
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get('analytics', c.compute)));
    expect(c.calls).toBe(1);
    expect(new Set(results.map((r) => r.value))).toEqual(new Set([1]));
    expect((await cache.get('team', c.compute)).value).toBe(2);
  });

  it('reads again once the interval has passed', async () => {
    const cache = createShortCache(0.05);
    const c = counter();
    expect((await cache.get('k', c.compute)).value).toBe(1);
    expect((await cache.get('k', c.compute)).value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await cache.get('k', c.compute)).value).toBe(2);
  });

  it('computes every time when turned off', async () => {
    const cache = createShortCache(0);
    const c = counter();
    await cache.get('k', c.compute);
    await cache.get('k', c.compute);
    expect(c.calls).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const cache = createShortCache(60);
    let fail = true;
    const compute = async () => {
      if (fail) throw new Error('database away');
      return { ok: true };
    };
    await expect(cache.get('k', compute)).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('k', compute)).toEqual({ ok: true });
  });
});

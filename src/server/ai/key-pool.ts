import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assistantKeyPool, assistantKeyPoolState } from '../db/schema/assistant';

/** docs/product.md#limits: the pool starts over (every key usable, the first active) 24 hours after its window began. */
export const KEY_POOL_WINDOW_HOURS = 24;

/** Every key has hit its limit (429) in this window (docs/product.md#error-messages). */
export class KeysExhaustedError extends Error {
  constructor() {
    super('every Gemini key is rate-limited');
    this.name = 'KeysExhaustedError';
  }
}

/** A key's name everywhere outside memory: its SHA-256, never the key. */
export const fingerprintOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface PooledKey {
  index: number;
  key: string;
}

/**
 * The Gemini keys (up to five, `GEMINI_API_KEYS`) and their state, kept in the database
 * (assistant_key_pool, one row per fingerprint; assistant_key_pool_state: the active key and the
 * window's start) so it survives a restart and is shared by every server process. The first key
 * is active; a 429 marks it exhausted and the next usable one becomes active (decision 0022).
 */
export class KeyPool {
  readonly fingerprints: string[];

  private constructor(
    private readonly db: Database,
    private readonly keys: string[],
  ) {
    this.fingerprints = keys.map(fingerprintOf);
  }

  /** The pool of `keys`, its rows created when missing (existing rows keep their state). */
  static async open(db: Database, keys: string[]): Promise<KeyPool> {
    const pool = new KeyPool(db, keys);
    if (keys.length === 0) return pool;
    await db
      .insert(assistantKeyPool)
      .values(pool.fingerprints.map((fingerprint) => ({ fingerprint })))
      .onConflictDoNothing();
    await db
      .insert(assistantKeyPoolState)
      .values({ singleton: true, activeFingerprint: pool.fingerprints[0]! })
      .onConflictDoNothing();
    return pool;
  }

  get size() {
    return this.keys.length;
  }

  /** Starts a new window when the current one is 24 hours old: every key usable, the first active. */
  private async resetIfDue() {
    await this.db.transaction(async (tx) => {
      const reset = await tx
        .update(assistantKeyPoolState)
        .set({ windowStartedAt: sql`now()`, activeFingerprint: this.fingerprints[0]! })
        .where(
          sql`${assistantKeyPoolState.windowStartedAt} <= now() - make_interval(hours => ${KEY_POOL_WINDOW_HOURS})`,
        )
        .returning({ at: assistantKeyPoolState.windowStartedAt });
      if (reset.length === 0) return;
      await tx
        .update(assistantKeyPool)
        .set({ requestsToday: 0, exhaustedAt: null, lastError: null, updatedAt: sql`now()` })
        .where(inArray(assistantKeyPool.fingerprint, this.fingerprints));
    });
  }

  /**
   * The key to use now: the active one, or the next usable one after it (which becomes active);
   * null when every key is exhausted in this window. Counts the request against it.
   */
  async acquire(): Promise<PooledKey | null> {
    if (this.keys.length === 0) return null;
    await this.resetIfDue();
    const [state] = await this.db.select().from(assistantKeyPoolState);
    const usable = await this.db
      .select({ fingerprint: assistantKeyPool.fingerprint })
      .from(assistantKeyPool)
      .where(
        and(inArray(assistantKeyPool.fingerprint, this.fingerprints), isNull(assistantKeyPool.exhaustedAt)),
      );
    const open = new Set(usable.map((row) => row.fingerprint));
    const start = Math.max(0, this.fingerprints.indexOf(state?.activeFingerprint ?? ''));
    for (let step = 0; step < this.keys.length; step += 1) {
      const index = (start + step) % this.keys.length;
      const fingerprint = this.fingerprints[index]!;
      if (!open.has(fingerprint)) continue;
      if (step > 0) {
        await this.db.update(assistantKeyPoolState).set({ activeFingerprint: fingerprint });
      }
      await this.db
        .update(assistantKeyPool)
        .set({ requestsToday: sql`${assistantKeyPool.requestsToday} + 1`, updatedAt: sql`now()` })
        .where(eq(assistantKeyPool.fingerprint, fingerprint));
      return { index, key: this.keys[index]! };
    }
    return null;
  }

  /** The key answered 429: it is exhausted until the window ends. */
  async markExhausted(index: number, error: string) {
    await this.db
      .update(assistantKeyPool)
      .set({ exhaustedAt: sql`now()`, lastError: error, updatedAt: sql`now()` })
      .where(eq(assistantKeyPool.fingerprint, this.fingerprints[index]!));
  }

  /** Another failure of the key (kept for the admin's view; the key stays usable). */
  async recordError(index: number, error: string) {
    await this.db
      .update(assistantKeyPool)
      .set({ lastError: error, updatedAt: sql`now()` })
      .where(eq(assistantKeyPool.fingerprint, this.fingerprints[index]!));
  }

  /**
   * A `fetch` for the provider: each request goes out with the pool's key in `x-goog-api-key`;
   * a 429 exhausts that key and the same request goes out again with the next one (the pool
   * moving on is the retry); when none is left, `KeysExhaustedError`. `onSwitch` hears each move.
   */
  fetchFor(options: { onSwitch?: () => void } = {}): typeof fetch {
    return async (input, init) => {
      for (let switched = false; ; switched = true) {
        const picked = await this.acquire();
        if (!picked) throw new KeysExhaustedError();
        if (switched) options.onSwitch?.();
        const headers = new Headers(init?.headers);
        headers.set('x-goog-api-key', picked.key);
        const response = await fetch(input, { ...init, headers });
        if (response.status === 429) {
          await response.body?.cancel();
          await this.markExhausted(picked.index, 'HTTP 429');
          continue;
        }
        if (!response.ok) await this.recordError(picked.index, `HTTP ${response.status}`);
        return response;
      }
    };
  }
}

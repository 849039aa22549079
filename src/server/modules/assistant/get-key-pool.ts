import { inArray } from 'drizzle-orm';
import type { Assistant } from '../../ai/assistant';
import { KEY_POOL_WINDOW_HOURS } from '../../ai/key-pool';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantKeyPool, assistantKeyPoolState } from '../../db/schema/assistant';
import type { KeyPoolView } from '../../../shared/schemas/assistant';
import { assistantPolicy } from './policy';

/**
 * The key pool's state for an admin (read as the caller: the tables are granted to admins only):
 * which key (by position in GEMINI_API_KEYS) is active, each one's requests in the window and
 * whether it is exhausted. Never a key nor its fingerprint.
 */
export async function getKeyPool(db: Database, caller: Caller, assistant: Assistant): Promise<KeyPoolView> {
  assistantPolicy.assertCanViewKeyPool(caller);
  const fingerprints = assistant.pool?.fingerprints ?? [];
  const { rows, state } = await asCaller(db, caller, async (tx) => {
    const [state] = await tx.select().from(assistantKeyPoolState);
    const rows = fingerprints.length
      ? await tx.select().from(assistantKeyPool).where(inArray(assistantKeyPool.fingerprint, fingerprints))
      : [];
    return { rows, state };
  });
  const byFingerprint = new Map(rows.map((row) => [row.fingerprint, row]));
  const active = state ? fingerprints.indexOf(state.activeFingerprint ?? '') : -1;
  const started = fingerprints.length && state ? state.windowStartedAt : null;
  return {
    configured: fingerprints.length > 0,
    active_index: fingerprints.length ? Math.max(active, 0) : null,
    window_started_at: started ? started.toISOString() : null,
    resets_at: started ? new Date(started.getTime() + KEY_POOL_WINDOW_HOURS * 3_600_000).toISOString() : null,
    keys: fingerprints.map((fingerprint, index) => {
      const row = byFingerprint.get(fingerprint);
      return {
        index,
        active: index === Math.max(active, 0),
        requests_today: row?.requestsToday ?? 0,
        exhausted: !!row?.exhaustedAt,
        exhausted_at: row?.exhaustedAt?.toISOString() ?? null,
        last_error: row?.lastError ?? null,
      };
    }),
  };
}

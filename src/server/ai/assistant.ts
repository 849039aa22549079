import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { KeyPool } from './key-pool';

/** The assistant's server-side parts (decision 0022): its model settings, key pool and request limit. */
export interface Assistant {
  gemini: Config['integrations']['gemini'];
  /** Null without keys: the assistant cannot reach its model. */
  pool: KeyPool | null;
  /** Messages per user per window (rate-limiter-flexible on its table, drizzle/0018). */
  limiter: RateLimiterPostgres;
}

export async function createAssistant(config: Config, db: Database): Promise<Assistant> {
  const { apiKeys } = config.integrations.gemini;
  const limiter = new RateLimiterPostgres({
    storeClient: db.$client,
    storeType: 'pool',
    tableName: 'assistant_rate_limits',
    // The migration created it: the library never creates tables at run time.
    tableCreated: true,
    keyPrefix: 'assistant',
    points: config.assistantRateLimit.max,
    duration: config.assistantRateLimit.windowSeconds,
  });
  return {
    gemini: config.integrations.gemini,
    pool: apiKeys.length > 0 ? await KeyPool.open(db, apiKeys) : null,
    limiter,
  };
}

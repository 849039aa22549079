import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * rate-limiter-flexible's PostgreSQL store for the portal's own limits (docs/product.md#security): writes per user
 * and failed sign-ins per account, told apart by the key's prefix. The server's own table.
 */
export const portalRateLimits = pgTable('portal_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

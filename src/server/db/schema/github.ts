import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's GitHub connection (decision 0026; migration 0022): the token encrypted by the server. */
export const githubConnections = pgTable('github_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  login: text('login').notNull(),
  githubId: bigint('github_id', { mode: 'number' }).notNull(),
  tokenCiphertext: text('token_ciphertext').notNull(),
  scopes: text('scopes').array().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GithubConnectionRow = typeof githubConnections.$inferSelect;

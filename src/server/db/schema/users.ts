import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * docs/product.md#records-and-fields users. The auth library reads and writes this table through the field mapping in
 * `auth/auth.ts` (name → full_name, image → avatar_url).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_idx').on(t.role)],
);

export type UserRow = typeof users.$inferSelect;

import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An admin's report mailed every week or month (decision 0029; migration 0020, admins only). */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    period: text('period', { enum: ['weekly', 'monthly'] }).notNull(),
    recipients: text('recipients').array().notNull(),
    language: text('language', { enum: ['es', 'en', 'pt'] })
      .notNull()
      .default('es'),
    /** false: paused, the job skips it (migration 0028). */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_schedules_next_run_idx').on(t.nextRunAt)],
);

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

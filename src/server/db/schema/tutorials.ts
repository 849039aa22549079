import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each user's progress through a guided tour (decision 0027), keyed by user and the tour's id (the
 * tours are code, decision 0030). Own rows only; admins read every row: drizzle/0026_tutorials.sql.
 */
export const tutorialProgress = pgTable(
  'tutorial_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: text('tour_id').notNull(),
    status: text('status', { enum: ['started', 'completed', 'skipped'] }).notNull(),
    currentStep: integer('current_step').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tutorial_progress_pk', columns: [t.userId, t.tourId] }),
    check(
      'tutorial_progress_tour_id_check',
      sql`${t.tourId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(${t.tourId}) <= 80`,
    ),
    check('tutorial_progress_status_check', sql`${t.status} IN ('started', 'completed', 'skipped')`),
    check('tutorial_progress_current_step_check', sql`${t.currentStep} >= 0`),
  ],
);

export type TutorialProgressRow = typeof tutorialProgress.$inferSelect;

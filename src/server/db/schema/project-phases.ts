import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

export const phaseStatuses = ['pending', 'in_progress', 'completed'] as const;

export const projectPhases = pgTable(
  'project_phases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    phaseOrder: integer('phase_order').notNull(),
    status: text('status', { enum: phaseStatuses }).notNull().default('pending'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Billed once when the client accepts the phase (decision 0053); in the payments' currency. */
    milestoneAmount: numeric('milestone_amount', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic-concurrency version, bumped by the database when an edited column changes (0031). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('project_phases_project_idx').on(t.projectId, t.phaseOrder),
    index('project_phases_updated_at_idx').on(t.updatedAt),
  ],
);

export type PhaseRow = typeof projectPhases.$inferSelect;

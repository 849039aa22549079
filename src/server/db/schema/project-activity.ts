import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

export const projectActivityLog = pgTable(
  'project_activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_activity_log_project_idx').on(t.projectId, t.createdAt.desc())],
);

export const projectMetrics = pgTable(
  'project_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    metricDate: date('metric_date').notNull(),
    completionPercentage: integer('completion_percentage').notNull(),
    taskCount: integer('task_count').notNull(),
    completedTasks: integer('completed_tasks').notNull(),
  },
  (t) => [uniqueIndex('project_metrics_project_date_uq').on(t.projectId, t.metricDate)],
);

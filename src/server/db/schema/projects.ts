import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const projectStatuses = ['development', 'production', 'paused', 'maintenance'] as const;
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;

/** docs/product.md#records-and-fields projects. `fases` and `progressHistory` are normalised (project_phases, project_progress_history). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('funcionalidades')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: projectStatuses }).notNull().default('development'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client the project is for (the creator unless an admin creates it for a client). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvalStatus: text('approval_status', { enum: approvalStatuses }).notNull().default('pending'),
    type: text('type').notNull().default('development'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    requestNotes: text('request_notes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    adminNotes: text('admin_notes'),
    githubRepositoryUrl: text('github_repository_url'),
    /** Set by the database when an admin wrote the address or approved the project (0030). */
    githubRepositoryVouched: boolean('github_repository_vouched').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic-concurrency version, bumped by the database when an edited column changes (0031). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('projects_created_by_idx').on(t.createdBy, t.createdAt.desc()),
    index('projects_user_id_idx').on(t.userId),
    index('projects_created_at_idx').on(t.createdAt.desc()),
    index('projects_approval_status_idx').on(t.approvalStatus),
    index('projects_technologies_idx').using('gin', t.technologies),
    // The assistant's snapshot: the newest projects (drizzle/0027).
    index('projects_updated_at_idx').on(t.updatedAt),
    uniqueIndex('projects_owner_name_uq').on(t.createdBy, sql`lower(${t.name})`),
  ],
);

export const projectProgressHistory = pgTable(
  'project_progress_history',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    progress: integer('progress').notNull(),
  },
  (t) => [uniqueIndex('project_progress_history_pk').on(t.projectId, t.date)],
);

export type ProjectRow = typeof projects.$inferSelect;

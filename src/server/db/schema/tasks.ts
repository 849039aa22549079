import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projectPhases } from './project-phases';
import { projects } from './projects';
import { users } from './users';

export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const taskStatuses = ['pending', 'completed'] as const;

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phaseId: uuid('phase_id').references(() => projectPhases.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: taskPriorities }).notNull().default('medium'),
    status: text('status', { enum: taskStatuses }).notNull().default('pending'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    estimatedHours: numeric('estimated_hours', { precision: 7, scale: 2, mode: 'number' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic-concurrency version, bumped by the database when an edited column changes (0031). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tasks_project_idx').on(t.projectId, t.createdAt),
    index('tasks_phase_idx').on(t.phaseId),
    index('tasks_assigned_to_idx').on(t.assignedTo),
    index('tasks_updated_at_idx').on(t.updatedAt),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

export const taskDependencies = pgTable(
  'task_dependencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dependsOnTaskId: uuid('depends_on_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dependencyType: text('dependency_type', { enum: ['finish_to_start'] })
      .notNull()
      .default('finish_to_start'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_dependencies_pair_uq').on(t.taskId, t.dependsOnTaskId),
    index('task_dependencies_depends_on_idx').on(t.dependsOnTaskId),
  ],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillName: text('skill_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_skills_user_skill_uq').on(t.userId, sql`lower(${t.skillName})`)],
);

export type TaskRow = typeof tasks.$inferSelect;

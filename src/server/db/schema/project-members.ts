import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's collaborators (decision 0017): staff an admin assigned and client colleagues the owner
 * or an admin added. The owner and the admins are members without a row here. At most 20 per
 * project, the owner never one, `kind` matching the user's role: drizzle/0013_project-members.sql.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['staff', 'client'] }).notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_members_pk', columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_kind_check', sql`${t.kind} IN ('staff', 'client')`),
  ],
);

export type ProjectMemberRow = typeof projectMembers.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A file uploaded to a project (decision 0017, docs/product.md#limits): its bytes live in the file store under
 * `storage_key`; `mime_type` is read from the bytes, never from the name. Members only:
 * drizzle/0015_files.sql.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique('project_files_storage_key_uq'),
    mimeType: text('mime_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_files_project_idx').on(t.projectId, t.uploadedAt),
    check('project_files_size_check', sql`${t.fileSize} BETWEEN 0 AND 52428800`),
  ],
);

/**
 * A project file attached elsewhere (a chat message). `chat_message_id`'s foreign key to
 * chat_messages is in migration 0017 (written there, not here, to keep the two schema files free
 * of each other); the file's project decides who reads the row.
 */
export const projectAttachments = pgTable(
  'project_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => projectFiles.id, { onDelete: 'cascade' }),
    chatMessageId: uuid('chat_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_attachments_file_idx').on(t.fileId),
    index('project_attachments_chat_message_idx').on(t.chatMessageId),
  ],
);

/** Uploads per user per day (docs/product.md#limits: at most 100), counted by the database's calendar. */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'upload_quota_pk', columns: [t.userId, t.day] }),
    check('upload_quota_count_check', sql`${t.count} BETWEEN 0 AND 100`),
  ],
);

export type ProjectFileRow = typeof projectFiles.$inferSelect;

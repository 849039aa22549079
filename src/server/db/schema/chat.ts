import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's chat room (decision 0017): one per project, created with it by a trigger. `last_seq` is
 * the sequence of the room's newest message, bumped in the insert's transaction
 * (drizzle/0014_chat.sql).
 */
export const chatRooms = pgTable('chat_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .unique('chat_rooms_project_id_unique')
    .references(() => projects.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A message of a room. `seq` is assigned by the database (the chat_messages_sequence trigger
 * locks the room row and takes its next number), whatever the insert says. A deleted message
 * keeps its place (seq) with its body emptied.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * A file of the room's project (project_files; its foreign key, ON DELETE SET NULL, and the
     * same-project check are in migration 0017).
     */
    attachmentFileId: uuid('attachment_file_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_room_seq_unique').on(t.roomId, t.seq),
    index('chat_messages_author_idx').on(t.authorId),
    check(
      'chat_messages_body_length',
      sql`char_length(${t.body}) <= 4000 AND (${t.deletedAt} IS NOT NULL OR char_length(btrim(${t.body})) > 0)`,
    ),
  ],
);

/** How far each member has read a room. */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'chat_reads_pk', columns: [t.roomId, t.userId] }),
    index('chat_reads_user_idx').on(t.userId),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

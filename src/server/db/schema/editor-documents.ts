import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/** A Yjs state or update as PostgreSQL `bytea`. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A project's shared rich-text documents (decision 0017): `ydoc` is the merged Yjs state (null until
 * first stored), written by the collaboration server; members read, create and rename, the
 * creator, the project's owner or an admin deletes (drizzle/0016_documents.sql).
 */
export const editorDocuments = pgTable(
  'editor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ydoc: bytea('ydoc'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('editor_documents_project_modified_idx').on(t.projectId, t.lastModified.desc()),
    check('editor_documents_title_check', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
  ],
);

/** A named copy of a document's Yjs state, viewable read-only and restorable. */
export const editorDocumentSnapshots = pgTable(
  'editor_document_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => editorDocuments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ydoc: bytea('ydoc').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('editor_document_snapshots_document_idx').on(t.documentId, t.createdAt.desc()),
    check('editor_document_snapshots_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 200`),
  ],
);

/**
 * Every update a client sent, written before the server applies and acknowledges it: merged into
 * `editor_documents.ydoc` and pruned when the document is stored or loaded, so a killed server
 * loses no acknowledged edit.
 */
export const editorDocumentUpdates = pgTable(
  'editor_document_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => editorDocuments.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_document_updates_document_idx').on(t.documentId, t.id)],
);

export type EditorDocumentRow = typeof editorDocuments.$inferSelect;
export type EditorDocumentSnapshotRow = typeof editorDocumentSnapshots.$inferSelect;

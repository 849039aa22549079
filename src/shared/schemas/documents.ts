import { z } from 'zod';

/** Shared documents of a project (decision 0017). */
export const DOCUMENT_TITLE_MAX = 200;
export const SNAPSHOT_NAME_MAX = 200;
/** The Yjs field TipTap's Collaboration extension edits (its default). */
export const DOCUMENT_FIELD = 'default';
/** The Hocuspocus socket's path and a document's name on it. */
export const COLLAB_PATH = '/collab';
export const collabDocumentName = (documentId: string) => `doc:${documentId}`;

const title = z
  .string()
  .trim()
  .min(1, 'documents:errors.titleRequired')
  .max(DOCUMENT_TITLE_MAX, 'documents:errors.titleTooLong');

export const documentInputSchema = z.object({ title });
export type DocumentInput = z.input<typeof documentInputSchema>;

export const snapshotInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'documents:errors.nameRequired')
    .max(SNAPSHOT_NAME_MAX, 'documents:errors.nameTooLong'),
});
export type SnapshotInput = z.input<typeof snapshotInputSchema>;

const person = z.object({ id: z.uuid(), full_name: z.string() }).nullable();

export const editorDocumentSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  title: z.string(),
  created_by: person,
  created_at: z.string(),
  last_modified: z.string(),
  /** Whether the caller may delete it (its creator, the project's owner, an admin). */
  can_delete: z.boolean(),
});
export type EditorDocument = z.infer<typeof editorDocumentSchema>;

export const documentListSchema = z.object({ documents: z.array(editorDocumentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentSnapshotSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  name: z.string(),
  created_by: person,
  created_at: z.string(),
});
export type DocumentSnapshot = z.infer<typeof documentSnapshotSchema>;

export const snapshotListSchema = z.object({ snapshots: z.array(documentSnapshotSchema) });

/**
 * A snapshot's content as ProseMirror JSON (what the editor renders read-only): the document node,
 * whose children are ProseMirror nodes nested as deep as the content (`{ type, attrs?, content?,
 * marks?, text? }`), described loosely so the OpenAPI document stays finite.
 */
const proseMirrorDoc = z.object({
  type: z.string(),
  content: z.array(z.any()).optional(),
});

export const snapshotContentSchema = documentSnapshotSchema.extend({ content: proseMirrorDoc });
export type SnapshotContent = z.infer<typeof snapshotContentSchema>;

/** A restore: the snapshot it restored and the one it kept of what was there before. */
export const restoreResultSchema = z.object({
  restored: documentSnapshotSchema,
  previous: documentSnapshotSchema,
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** A link in a document (the editor's link dialog): an http(s) or mailto address; empty removes it. */
export const documentLinkSchema = z.object({
  href: z
    .string()
    .trim()
    .max(2000, 'documents:errors.linkInvalid')
    .refine(
      (value) => value === '' || /^(https?:\/\/\S+|mailto:\S+)$/i.test(value),
      'documents:errors.linkInvalid',
    ),
});
export type DocumentLinkInput = z.input<typeof documentLinkSchema>;

import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/**
 * Who may do what with a project's files and shared documents (decision 0017). Listing, reading,
 * uploading, creating, renaming and editing are for the project's members, which row-level
 * security decides (404 to anyone else); deleting is decided here.
 */
export const fileRules = {
  /** A file: the person who uploaded it, and the admins. */
  deleteFile(actor: Actor, file: { uploadedBy: string | null }): Verdict {
    return isAdminActor(actor) || file.uploadedBy === actor.id
      ? null
      : refuse('PERMISSION', 'files:errors.noPermission');
  },

  /** A shared document: its creator, the project's owner, and the admins. */
  deleteDocument(actor: Actor, document: { createdBy: string | null; projectOwner: string }): Verdict {
    return isAdminActor(actor) || document.createdBy === actor.id || document.projectOwner === actor.id
      ? null
      : refuse('PERMISSION', 'documents:errors.noPermission');
  },
};

/** What a file's or a document's `can_delete` tells the web. */
export const canDeleteFile = (actor: Actor, file: { uploadedBy: string | null }): boolean =>
  allowed(fileRules.deleteFile(actor, file));
export const canDeleteDocument = (
  actor: Actor,
  document: { createdBy: string | null; projectOwner: string },
): boolean => allowed(fileRules.deleteDocument(actor, document));

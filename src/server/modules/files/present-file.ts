import type { Caller } from '../../db/client';
import type { ProjectFileRow } from '../../db/schema/project-files';
import { PREVIEWABLE_FILE_TYPES, type ProjectFile } from '../../../shared/schemas/files';
import { filePolicy } from './policy';

/** A file as the list shows it: never its storage key. */
export function presentFile(caller: Caller, row: ProjectFileRow, uploaderName: string | null): ProjectFile {
  return {
    id: row.id,
    project_id: row.projectId,
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.fileSize,
    uploaded_by: row.uploadedBy,
    uploader_name: uploaderName,
    uploaded_at: row.uploadedAt.toISOString(),
    can_delete: filePolicy.mayDelete(caller, row),
    previewable: PREVIEWABLE_FILE_TYPES.includes(row.mimeType),
  };
}

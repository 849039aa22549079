/**
 * The address of a project file's bytes (GET /api/files/{id}/download): a download, or
 * (`inline`) a sandboxed preview. Shared by the files pane and the receipts of phase sign-offs.
 */
export function fileDownloadUrl(fileId: string, inline = false): string {
  return `/api/files/${encodeURIComponent(fileId)}/download${inline ? '?inline=1' : ''}`;
}

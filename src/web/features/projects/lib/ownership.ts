/** Who the viewer is to a project: facts for what the screens show, never who may do what (`project.can`). */
export interface Viewer {
  id: string;
  role: 'admin' | 'user';
}

export function isOwner(viewer: Viewer, project: { created_by: string }): boolean {
  return project.created_by === viewer.id;
}

/** A project another client shared with this client: shown with a "shared with you" badge, read-only. */
export function isSharedWithViewer(viewer: Viewer, project: { created_by: string }): boolean {
  return viewer.role !== 'admin' && project.created_by !== viewer.id;
}

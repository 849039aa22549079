import type { ApprovalStatus } from '@/shared/schemas/projects';

interface Viewer {
  id: string;
  role: 'admin' | 'user';
}
interface ProjectLike {
  created_by: string;
  approval_status: ApprovalStatus;
}

/**
 * What the UI offers (SPEC §6); the server decides and explains refusals in its own words.
 * Admins delete any project; a client only their own rejected ones.
 */
export function canDeleteProject(viewer: Viewer, project: ProjectLike): boolean {
  if (viewer.role === 'admin') return true;
  return project.created_by === viewer.id && project.approval_status === 'rejected';
}

/** The owner (not an admin: their projects are approved at once) may ask again after a rejection. */
export function canRequestApproval(viewer: Viewer, project: ProjectLike): boolean {
  return project.created_by === viewer.id && project.approval_status === 'rejected';
}

export function isOwner(viewer: Viewer, project: ProjectLike): boolean {
  return project.created_by === viewer.id;
}

/** Adding and removing collaborators (issue 11): the owner and the admins. */
export function canManageMembers(viewer: Viewer, project: Pick<ProjectLike, 'created_by'>): boolean {
  return viewer.role === 'admin' || project.created_by === viewer.id;
}

/** A project another client shared with this client: shown with a "shared with you" badge, read-only. */
export function isSharedWithViewer(viewer: Viewer, project: Pick<ProjectLike, 'created_by'>): boolean {
  return viewer.role !== 'admin' && project.created_by !== viewer.id;
}

/** Editing the features list (funcionalidades): the owner and the admins, as the server allows. */
export function canEditFeatures(viewer: Viewer, project: Pick<ProjectLike, 'created_by'>): boolean {
  return viewer.role === 'admin' || project.created_by === viewer.id;
}

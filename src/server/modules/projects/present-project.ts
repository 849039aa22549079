import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { iso } from '../../lib/dates';
import { projectCan } from '../../../shared/domain/project-policy';
import { projectTypeIds, type ProjectTypeId } from '../../../shared/domain/project-types';
import type { Project } from '../../../shared/schemas/projects';

export interface Owner {
  id: string;
  fullName: string;
  email: string;
}

const asType = (t: string): ProjectTypeId =>
  (projectTypeIds as readonly string[]).includes(t) ? (t as ProjectTypeId) : 'other';

/** A project as the caller sees it, with what the caller may do with it (`can`). */
export function presentProject(row: ProjectRow, caller: Caller, owner?: Owner | null): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    technologies: row.technologies,
    status: row.status,
    is_active: row.isActive,
    created_by: row.createdBy,
    user_id: row.userId,
    owner: owner ? { id: owner.id, full_name: owner.fullName, email: owner.email } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    approval_status: row.approvalStatus,
    type: asType(row.type),
    approved_by: row.approvedBy,
    approved_at: iso(row.approvedAt),
    request_notes: row.requestNotes,
    requested_at: iso(row.requestedAt),
    admin_notes: row.adminNotes,
    github_repository_url: row.githubRepositoryUrl,
    progress: row.progress,
    completion_percentage: row.completionPercentage,
    funcionalidades: row.features,
    can: projectCan(caller, row),
  };
}

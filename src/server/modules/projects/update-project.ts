import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { sameVersion, versionConflict } from '../../lib/record-version';
import { detectProjectType } from '../../../shared/domain/project-types';
import type { updateProjectSchema } from '../../../shared/schemas/projects';
import { findProject } from './find-project';
import { projectPolicy } from './policy';
import { presentProject } from './present-project';
import { recordActivity } from './record-activity';

type Input = z.output<typeof updateProjectSchema>;

/**
 * Partial update: owners change the descriptive fields, admins also status and activity. With
 * `version`, applied only while the project still has it (else 409 VERSION_CONFLICT).
 */
export async function updateProject(db: Database, caller: Caller, id: string, input: Input) {
  projectPolicy.assertCanChangeStatus(caller, input);
  return asCaller(db, caller, async (tx) => {
    const current = await findProject(tx, id, { forUpdate: true });
    projectPolicy.assertCanUpdate(caller, current);
    const name = input.name ?? current.name;
    const description = input.description ?? current.description;
    const technologies = input.technologies ?? current.technologies;
    const [row] = await tx
      .update(projects)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.technologies !== undefined && { technologies: input.technologies }),
        ...(input.github_repository_url !== undefined && {
          githubRepositoryUrl: input.github_repository_url,
        }),
        ...(input.funcionalidades !== undefined && { features: input.funcionalidades }),
        ...(input.status !== undefined && { status: input.status }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
        type: detectProjectType({ name, description, technologies }).type,
        updatedAt: new Date(),
      })
      .where(sameVersion(projects.id, id, projects.version, input.version))
      .returning();
    if (!row) throw versionConflict(presentProject(await findProject(tx, id), caller));
    await recordActivity(tx, {
      projectId: id,
      userId: caller.id,
      action: 'updated',
      key: 'projects:activity.updated',
    });
    return presentProject(row!, caller);
  });
}

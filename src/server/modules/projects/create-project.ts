import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { appErrorFromPg } from '../../lib/pg-errors';
import { detectProjectType } from '../../../shared/domain/project-types';
import { validateProjectDraft } from '../../../shared/domain/project-validation';
import { AppError } from '../../../shared/errors';
import type { createProjectSchema } from '../../../shared/schemas/projects';
import { paths } from '../../../shared/paths';
import type { z } from 'zod';
import { adminIds, notify } from '../notifications/notify';
import { projectPolicy } from './policy';
import { presentProject } from './present-project';
import { recordActivity } from './record-activity';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';

type Input = z.output<typeof createProjectSchema>;

/**
 * docs/product.md#lifecycles creation: status development, active, created by the caller; created by an admin →
 * approved at once; otherwise pending, and the admins are notified. One transaction.
 */
export async function createProject(db: Database, caller: Caller, input: Input) {
  const isAdmin = projectPolicy.createsApproved(caller);
  const userId = isAdmin && input.user_id ? input.user_id : caller.id;
  const errors = validateProjectDraft({ ...input, created_by: caller.id });
  if (errors.length) {
    throw new AppError('VALIDATION', {
      message: 'projects:validation.invalidCombined',
      details: errors.map((message) => ({ path: '', message })),
    });
  }
  const now = new Date();
  try {
    return await asCaller(db, caller, async (tx) => {
      const [creator] = await tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, caller.id));
      if (!creator) throw new AppError('PERMISSION', { message: 'projects:errors.roleCheck' });
      const [row] = await tx
        .insert(projects)
        .values({
          name: input.name,
          description: input.description,
          technologies: input.technologies,
          features: input.funcionalidades,
          githubRepositoryUrl: input.github_repository_url,
          type: detectProjectType(input).type,
          createdBy: isAdmin ? userId : caller.id,
          userId,
          status: 'development',
          isActive: true,
          approvalStatus: isAdmin ? 'approved' : 'pending',
          approvedBy: isAdmin ? caller.id : null,
          approvedAt: isAdmin ? now : null,
          requestedAt: isAdmin ? null : now,
        })
        .returning();
      const project = row!;
      await recordActivity(tx, {
        projectId: project.id,
        userId: caller.id,
        action: 'created',
        key: 'projects:activity.created',
      });
      if (!isAdmin) {
        await notify(tx, await adminIds(tx), {
          titleKey: 'projects:notify.createdTitle',
          messageKey: 'projects:notify.createdMessage',
          params: { user: creator.fullName || creator.email, project: project.name },
          type: 'info',
          category: 'project',
          actionUrl: paths.app.projectDetail.getHref(project.id),
          senderId: caller.id,
          projectId: project.id,
        });
      }
      const presented = presentProject(project, caller, null);
      await recordWebhookEvent(tx, 'project.created', presented);
      return presented;
    });
  } catch (error) {
    throw appErrorFromPg(error, creationMessages);
  }
}

/** docs/product.md#error-messages creation errors the constraint table does not name. */
const creationMessages = {
  byState: { '42501': 'projects:errors.noPermissionCreate' },
  other: 'projects:errors.database',
};

import { asc, eq, inArray } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { projectPhases } from '../../db/schema/project-phases';
import { projectProgressHistory } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { ProjectDetail } from '../../../shared/schemas/projects';
import { findProject } from './find-project';
import { presentProject } from './present-project';

const estado = { pending: 'Pendiente', in_progress: 'En progreso', completed: 'Terminado' } as const;

/** One project with its phases as `fases` (key, estado, comentarios) and its progressHistory. */
export async function getProject(db: Database, caller: Caller, id: string): Promise<ProjectDetail> {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id);
    const [owner] = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, project.createdBy));
    const phases = await tx
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id))
      .orderBy(asc(projectPhases.phaseOrder));
    const phaseComments = phases.length
      ? await tx
          .select({ comment: comments, author: users.fullName })
          .from(comments)
          .leftJoin(users, eq(users.id, comments.userId))
          .where(
            inArray(
              comments.phaseKey,
              phases.map((p) => p.id),
            ),
          )
          .orderBy(asc(comments.timestamp))
      : [];
    const topLevel = phaseComments.filter((c) => c.comment.parentId === null);
    const history = await tx
      .select()
      .from(projectProgressHistory)
      .where(eq(projectProgressHistory.projectId, id))
      .orderBy(asc(projectProgressHistory.date));
    return {
      ...presentProject(project, owner ?? null),
      fases: phases.map((p) => ({
        key: p.id,
        name: p.name,
        estado: estado[p.status],
        comentarios: topLevel
          .filter((c) => c.comment.phaseKey === p.id)
          .map((c) => ({
            id: c.comment.id,
            fecha: c.comment.timestamp.toISOString(),
            content: c.comment.content,
            user_id: c.comment.userId,
            author_name: c.author ?? '',
          })),
      })),
      progressHistory: history.map((h) => ({ date: h.date, progress: h.progress })),
    };
  });
}

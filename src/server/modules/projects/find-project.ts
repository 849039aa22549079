import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { projects, type ProjectRow } from '../../db/schema/projects';
import { AppError } from '../../../shared/errors';

/** The project if the caller may see it (row-level security), else 404 'Proyecto no encontrado'. */
export async function findProject(
  tx: Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  const query = tx.select().from(projects).where(eq(projects.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: 'projects:errors.notFound' });
  return row;
}

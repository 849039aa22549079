import { and, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { websyKnowledgeBase } from '../../../db/schema/assistant';
import { projects } from '../../../db/schema/projects';
import { AppError } from '../../../../shared/errors';
import { containing } from '../derive-memory';

const kb = websyKnowledgeBase;

/** Whether an entry's title, content, category or a tag holds `word` (case- and LIKE-safe). */
export function mentions(word: string): SQL {
  const pattern = containing(word);
  return or(
    ilike(kb.title, pattern),
    ilike(kb.content, pattern),
    ilike(kb.category, pattern),
    sql`EXISTS (SELECT 1 FROM unnest(${kb.tags}) AS tag WHERE tag ILIKE ${pattern})`,
  )!;
}

/** Knowledge entries the caller reads (row-level security), with their project's name, newest first. */
export function selectEntries(tx: Tx, where: SQL | undefined, limit: number, order: SQL[] = []) {
  return tx
    .select({ ...getTableColumns(kb), projectName: projects.name })
    .from(kb)
    .leftJoin(projects, eq(projects.id, kb.projectId))
    .where(where)
    .orderBy(...order, desc(kb.updatedAt), desc(kb.id))
    .limit(limit);
}

/** One entry the caller reads: 404 otherwise. */
export async function findEntry(tx: Tx, id: string) {
  const [row] = await selectEntries(tx, and(eq(kb.id, id)), 1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'assistant:memory.errors.entryNotFound' });
  return row;
}

import { and, desc, ne, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { findProject } from './find-project';
import { presentProject } from './present-project';

/** Visible projects sharing technologies with this one, most shared first (default 5). */
export async function listSimilarProjects(db: Database, caller: Caller, id: string, limit: number) {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id);
    if (project.technologies.length === 0) return [];
    const shared = sql<number>`cardinality(array(select unnest(${projects.technologies}) intersect select unnest(${sql.param(project.technologies)}::text[])))`;
    const rows = await tx
      .select({ project: projects, shared })
      .from(projects)
      .where(
        and(ne(projects.id, id), sql`${projects.technologies} && ${sql.param(project.technologies)}::text[]`),
      )
      .orderBy(desc(shared), desc(projects.createdAt))
      .limit(limit);
    return rows.map((r) => ({ ...presentProject(r.project, caller), shared_technologies: r.shared }));
  });
}

import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/caller-connection';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import type { PhaseRow } from '../../db/schema/project-phases';
import { projects } from '../../db/schema/projects';
import type { ProjectDetail } from '../../../shared/schemas/projects';
import { AppError } from '../../../shared/errors';
import { presentProject, type Owner } from './present-project';

const estado = { pending: 'Pendiente', in_progress: 'En progreso', completed: 'Terminado' } as const;

interface PhaseJson {
  key: string;
  name: string;
  status: PhaseRow['status'];
  /** Top-level comments of the phase, oldest first; `at` is a timestamptz as JSON writes it. */
  comments: { id: string; at: string; content: string; user_id: string | null; author_name: string }[];
}

/*
 * The parts of the project page, each a sub-select of the `projects` row being read. Plain SQL with
 * aliases: Drizzle writes the columns of a one-table select unqualified, which a sub-select over
 * another table would take for its own.
 */

/** The project's owner, if the caller may see them. */
const owner = sql<Owner | null>`(
  SELECT json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email)
  FROM users u WHERE u.id = projects.created_by)`;

/** A phase's top-level comments, oldest first (index on project_id, phase_key, timestamp). */
const phaseComments = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'id', c.id, 'at', c.timestamp, 'content', c.content, 'user_id', c.user_id,
    'author_name', coalesce(a.full_name, '')
  ) ORDER BY c.timestamp), '[]')
  FROM comments c LEFT JOIN users a ON a.id = c.user_id
  WHERE c.project_id = projects.id AND c.phase_key = ph.id::text AND c.parent_id IS NULL)`;

/** The phases in order, each with its comments. */
const phases = sql<PhaseJson[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'key', ph.id, 'name', ph.name, 'status', ph.status, 'comments', ${phaseComments}
  ) ORDER BY ph.phase_order), '[]')
  FROM project_phases ph WHERE ph.project_id = projects.id)`;

/** The progress history, oldest first (dates as 'YYYY-MM-DD'). */
const history = sql<ProjectDetail['progressHistory']>`(
  SELECT coalesce(json_agg(json_build_object('date', h.date, 'progress', h.progress) ORDER BY h.date), '[]')
  FROM project_progress_history h WHERE h.project_id = projects.id)`;

/** The project row with its parts, built once per pooled connection (`preparedOn`). */
const projectDetail = (tx: Tx) =>
  tx
    .select({ project: projects, owner, phases, history })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare('project_detail');

/**
 * One project with its phases as `fases` (key, estado, comentarios) and its progressHistory: one
 * statement under the caller's row-level security, each part a sub-select of the project row.
 */
export async function getProject(db: Database, caller: Caller, id: string): Promise<ProjectDetail> {
  return asCaller(
    db,
    caller,
    async (tx) => {
      const [row] = await preparedOn(tx, projectDetail).execute({ id });
      if (!row) throw new AppError('NOT_FOUND', { message: 'projects:errors.notFound' });
      return {
        ...presentProject(row.project, caller, row.owner),
        fases: row.phases.map((p) => ({
          key: p.key,
          name: p.name,
          estado: estado[p.status],
          comentarios: p.comments.map((c) => ({
            id: c.id,
            fecha: new Date(c.at).toISOString(),
            content: c.content,
            user_id: c.user_id,
            author_name: c.author_name,
          })),
        })),
        progressHistory: row.history,
      };
    },
    { oneStatement: true },
  );
}

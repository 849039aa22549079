import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { phaseEvidence } from '../../db/schema/phase-evidence';
import type { SignoffRow } from '../../db/schema/phase-signoffs';
import { projectFiles } from '../../db/schema/project-files';
import { projectPhases } from '../../db/schema/project-phases';
import { tasks } from '../../db/schema/tasks';
import { canonicalContent, type AcceptedContent } from './signoff-digest';

/** What the owner accepts, read as it stands in their transaction: the phase, its tasks, the evidence, the note. */
export async function gatherSignoffContent(tx: Tx, row: SignoffRow): Promise<AcceptedContent> {
  const [phase] = await tx
    .select({ id: projectPhases.id, name: projectPhases.name, description: projectPhases.description })
    .from(projectPhases)
    .where(eq(projectPhases.id, row.phaseId));
  const phaseTasks = await tx
    .select({ id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.phaseId, row.phaseId))
    .orderBy(asc(tasks.id));
  const files = row.fileIds.length
    ? await tx
        .select({ id: projectFiles.id, name: projectFiles.fileName })
        .from(projectFiles)
        .where(inArray(projectFiles.id, row.fileIds))
    : [];
  const evidence = row.evidenceIds.length
    ? await tx
        .select({
          id: phaseEvidence.id,
          kind: phaseEvidence.kind,
          title: phaseEvidence.title,
          url: phaseEvidence.url,
        })
        .from(phaseEvidence)
        .where(inArray(phaseEvidence.id, row.evidenceIds))
    : [];
  return canonicalContent({
    project_id: row.projectId,
    phase: phase!,
    round: row.round,
    note: row.note,
    tasks: phaseTasks,
    links: row.links,
    files,
    evidence,
  });
}

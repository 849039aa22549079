import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller, Tx } from '../../../db/client';
import { phaseEvidence } from '../../../db/schema/phase-evidence';
import { phaseSignoffs, type SignoffRow } from '../../../db/schema/phase-signoffs';
import { projectFiles } from '../../../db/schema/project-files';
import { projectPhases } from '../../../db/schema/project-phases';
import { projects } from '../../../db/schema/projects';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { Signoff } from '../../../../shared/schemas/signoffs';
import { presentSignoff } from '../present-signoff';

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

/** A sign-off row with what its rules and its presenter need. */
export interface SignoffWithContext {
  row: SignoffRow;
  phaseName: string;
  projectName: string;
  projectOwnerId: string | null;
  submitterName: string | null;
  deciderName: string | null;
}

export async function selectSignoffs(tx: Tx, where: SQL | undefined): Promise<SignoffWithContext[]> {
  return tx
    .select({
      row: phaseSignoffs,
      phaseName: projectPhases.name,
      projectName: projects.name,
      projectOwnerId: projects.createdBy,
      submitterName: submitter.fullName,
      deciderName: decider.fullName,
    })
    .from(phaseSignoffs)
    .innerJoin(projectPhases, eq(projectPhases.id, phaseSignoffs.phaseId))
    .innerJoin(projects, eq(projects.id, phaseSignoffs.projectId))
    .leftJoin(submitter, eq(submitter.id, phaseSignoffs.submittedBy))
    .leftJoin(decider, eq(decider.id, phaseSignoffs.decidedBy))
    .where(where)
    .orderBy(desc(phaseSignoffs.submittedAt), desc(phaseSignoffs.round))
    .limit(200);
}

/** The sign-off if the caller may see it (row-level security), else 404. */
export async function findSignoff(tx: Tx, id: string): Promise<SignoffWithContext> {
  const [found] = await selectSignoffs(tx, eq(phaseSignoffs.id, id));
  if (!found) throw new AppError('NOT_FOUND', { message: 'receipts:errors.notFound' });
  return found;
}

/** Sign-offs as the caller sees them, with the names of their files and evidence. */
export async function presentSignoffs(
  tx: Tx,
  caller: Caller,
  found: SignoffWithContext[],
): Promise<Signoff[]> {
  const fileIds = [...new Set(found.flatMap((s) => s.row.fileIds))];
  const evidenceIds = [...new Set(found.flatMap((s) => s.row.evidenceIds))];
  const files = fileIds.length
    ? await tx
        .select({ id: projectFiles.id, name: projectFiles.fileName })
        .from(projectFiles)
        .where(inArray(projectFiles.id, fileIds))
    : [];
  const evidence = evidenceIds.length
    ? await tx
        .select({
          id: phaseEvidence.id,
          kind: phaseEvidence.kind,
          title: phaseEvidence.title,
          url: phaseEvidence.url,
        })
        .from(phaseEvidence)
        .where(inArray(phaseEvidence.id, evidenceIds))
    : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const evidenceById = new Map(evidence.map((e) => [e.id, e]));
  return found.map((s) =>
    presentSignoff(s, caller, {
      files: s.row.fileIds.flatMap((id) => fileById.get(id) ?? []),
      evidence: s.row.evidenceIds.flatMap((id) => evidenceById.get(id) ?? []),
    }),
  );
}

/** One sign-off as the caller sees it, or 404. */
export async function getSignoffIn(tx: Tx, caller: Caller, id: string): Promise<Signoff> {
  const [signoff] = await presentSignoffs(tx, caller, [await findSignoff(tx, id)]);
  return signoff!;
}

import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { phaseSignoffs } from '../../db/schema/phase-signoffs';
import { findProject } from '../projects/find-project';
import { presentSignoffs, selectSignoffs } from './internal/load-signoffs';

/** A project's sign-offs, newest first, for whoever reads the project (row-level security). */
export async function listSignoffs(db: Database, caller: Caller, projectId: string) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    return presentSignoffs(tx, caller, await selectSignoffs(tx, eq(phaseSignoffs.projectId, projectId)));
  });
}

import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { monthOf } from '../../../shared/domain/site-care';
import { DEFAULT_TIME_ZONE } from '../../../shared/schemas/time-zone';
import type { SiteCare } from '../../../shared/schemas/site-care';
import { findProject } from '../projects/find-project';
import { loadSiteCare } from './internal/load-site-care';
import { presentSiteCare } from './present-site-care';

/** What a read of site care needs beside the project: whether speed runs are configured, the month shown. */
export interface SiteCareView {
  speedEnabled: boolean;
  /** YYYY-MM; this month (the agency's time zone) when absent. */
  month?: string | undefined;
  now?: Date;
}

/** The agency's calendar: months of the care plan and days of the charts (decision 0057). */
export const AGENCY_TIME_ZONE = DEFAULT_TIME_ZONE;

/** A project's care read in the caller's transaction (the project already found). */
export async function readSiteCare(
  tx: Tx,
  caller: Caller,
  projectId: string,
  view: SiteCareView,
): Promise<SiteCare> {
  const now = view.now ?? new Date();
  const month = view.month ?? monthOf(now, AGENCY_TIME_ZONE);
  const [project] = await tx
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId));
  const care = await loadSiteCare(tx, projectId, { month, now, timeZone: AGENCY_TIME_ZONE });
  return presentSiteCare(project!, care, caller, { month, now, speedEnabled: view.speedEnabled });
}

/** GET /api/projects/{id}/site-care: for whoever reads the project (row-level security), else 404. */
export async function getSiteCare(db: Database, caller: Caller, projectId: string, view: SiteCareView) {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    return readSiteCare(tx, caller, projectId, view);
  });
}

import type { Tx } from '../../db/client';
import { siteSpeedRuns } from '../../db/schema/site-care';
import type { SpeedMeasure } from './measure-speed';

/** Stores one speed run of a site at `at`. */
export async function recordSpeedRun(tx: Tx, projectId: string, measure: SpeedMeasure, at: Date) {
  await tx.insert(siteSpeedRuns).values({ projectId, at, ...measure });
}

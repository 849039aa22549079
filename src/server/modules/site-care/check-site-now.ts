import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { siteCare } from '../../db/schema/site-care';
import type { OutboundPolicy } from '../../lib/outbound-http';
import { isMonitoring } from '../../../shared/domain/site-care';
import { AppError } from '../../../shared/errors';
import { findProject } from '../projects/find-project';
import { readSiteCare, type SiteCareView } from './get-site-care';
import { siteCarePolicy } from './policy';
import { probeUptime } from './probe-uptime';
import { readCertificate } from './read-certificate';
import { recordCertificate } from './record-certificate';
import { recordCheck } from './record-check';

/**
 * POST /api/projects/{id}/site-care/check (admins): one uptime check and one certificate reading
 * now, stored like the jobs' (an incident may open or close, a warning may go). The requests are
 * made between two transactions, so none is held open while the site answers (10 s at most).
 */
export async function checkSiteNow(
  db: Database,
  caller: Caller,
  projectId: string,
  options: SiteCareView & { outbound: OutboundPolicy },
) {
  siteCarePolicy.assertCanCheckNow(caller);
  const siteUrl = await asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId);
    const [care] = await tx.select().from(siteCare).where(eq(siteCare.projectId, projectId));
    if (!care?.siteUrl || !isMonitoring(project.status, care.siteUrl)) {
      throw new AppError('BAD_REQUEST', { message: 'api:siteCare.notMonitored' });
    }
    return care.siteUrl;
  });
  const [check, reading] = await Promise.all([
    probeUptime(siteUrl, options.outbound),
    readCertificate(siteUrl, options.outbound),
  ]);
  const at = new Date();
  return asCaller(db, caller, async (tx) => {
    await recordCheck(tx, projectId, siteUrl, check, at);
    await recordCertificate(tx, projectId, siteUrl, reading, at);
    return readSiteCare(tx, caller, projectId, options);
  });
}

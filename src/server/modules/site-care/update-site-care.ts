import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { siteCare, siteCertificates, siteIncidents } from '../../db/schema/site-care';
import { OutboundRefused, resolveTarget, type OutboundPolicy } from '../../lib/outbound-http';
import { AppError } from '../../../shared/errors';
import type { updateSiteCareSchema } from '../../../shared/schemas/site-care';
import { findProject } from '../projects/find-project';
import { readSiteCare, type SiteCareView } from './get-site-care';
import { siteCarePolicy } from './policy';

type Input = z.output<typeof updateSiteCareSchema>;

const REFUSALS: Record<OutboundRefused['reason'], string> = {
  invalid_url: 'siteCare:validation.urlInvalid',
  private_address: 'api:siteCare.urlPrivate',
  unresolvable: 'api:siteCare.urlUnresolvable',
};

/**
 * The address must be one the checks may reach, under the rules of every outbound request: it
 * resolves, and only to public addresses unless the operator allows private ones. Asked once at
 * save time (the checks ask again on each request).
 */
async function assertReachable(siteUrl: string, policy: OutboundPolicy) {
  try {
    await resolveTarget(siteUrl, policy);
  } catch (error) {
    if (!(error instanceof OutboundRefused)) throw error;
    throw new AppError('VALIDATION', { details: [{ path: 'site_url', message: REFUSALS[error.reason] }] });
  }
}

/**
 * PUT /api/projects/{id}/site-care (admins): the address watched and the plan's hours. A new
 * address is checked at once by the next run (its certificate reading goes: it was another
 * site's); changing or removing it ends an open incident (it was the old address's).
 */
export async function updateSiteCare(
  db: Database,
  caller: Caller,
  projectId: string,
  input: Input,
  options: SiteCareView & { outbound: OutboundPolicy },
) {
  siteCarePolicy.assertCanConfigure(caller);
  const siteUrl = input.site_url === null ? null : new URL(input.site_url).toString();
  if (siteUrl) await assertReachable(siteUrl, options.outbound);
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId, { forUpdate: true });
    const [before] = await tx.select().from(siteCare).where(eq(siteCare.projectId, projectId));
    const moved = (before?.siteUrl ?? null) !== siteUrl;
    const values = {
      siteUrl,
      monthlyHours: input.monthly_hours,
      updatedBy: caller.id,
      updatedAt: new Date(),
      ...(moved && { nextCheckAt: null, nextCertificateAt: null, nextSpeedAt: null }),
    };
    await tx
      .insert(siteCare)
      .values({ projectId, ...values })
      .onConflictDoUpdate({ target: siteCare.projectId, set: values });
    if (moved) {
      await tx.delete(siteCertificates).where(eq(siteCertificates.projectId, projectId));
      await tx
        .update(siteIncidents)
        .set({ endedAt: new Date() })
        .where(and(eq(siteIncidents.projectId, projectId), isNull(siteIncidents.endedAt)));
    }
    return readSiteCare(tx, caller, projectId, options);
  });
}

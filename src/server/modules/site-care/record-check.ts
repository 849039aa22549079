import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { siteCare, siteChecks, siteIncidents } from '../../db/schema/site-care';
import { incidentCause, SITE_CARE } from '../../../shared/domain/site-care';
import { noticeToCare } from './internal/care-notices';
import type { UptimeResult } from './probe-uptime';

export interface CheckOutcome {
  opened: boolean;
  closed: boolean;
}

/**
 * Stores one uptime check of a project's site at `at` and moves its incident: the first success
 * closes an open one; the 2nd failure in a row opens one, dated from the first failed check and
 * named after what it saw. Opening and closing are told to the client and the admins, once (the
 * flags are set in the same transaction). The care row's lock serialises two checks of one site
 * (the job's and an admin's "check now").
 */
export async function recordCheck(
  tx: Tx,
  projectId: string,
  siteUrl: string,
  check: UptimeResult,
  at: Date,
): Promise<CheckOutcome> {
  await tx
    .select({ id: siteCare.projectId })
    .from(siteCare)
    .where(eq(siteCare.projectId, projectId))
    .for('update');
  await tx.insert(siteChecks).values({
    projectId,
    at,
    ok: check.ok,
    statusCode: check.status_code,
    responseMs: check.response_ms,
    error: check.error,
  });
  const [open] = await tx
    .select()
    .from(siteIncidents)
    .where(and(eq(siteIncidents.projectId, projectId), isNull(siteIncidents.endedAt)));
  if (check.ok) {
    if (!open) return { opened: false, closed: false };
    await tx
      .update(siteIncidents)
      .set({ endedAt: at, closedNotified: true })
      .where(eq(siteIncidents.id, open.id));
    const minutes = Math.max(1, Math.round((at.getTime() - open.startedAt.getTime()) / 60_000));
    await noticeToCare(tx, projectId, {
      titleKey: 'notifications:siteCare.upTitle',
      messageKey: 'notifications:siteCare.upMessage',
      params: { url: siteUrl, minutes },
      type: 'success',
    });
    return { opened: false, closed: true };
  }
  if (open) return { opened: false, closed: false };
  const recent = await tx
    .select()
    .from(siteChecks)
    .where(eq(siteChecks.projectId, projectId))
    .orderBy(desc(siteChecks.at))
    .limit(SITE_CARE.incidentAfterFailures);
  if (recent.length < SITE_CARE.incidentAfterFailures || recent.some((c) => c.ok)) {
    return { opened: false, closed: false };
  }
  const first = recent.at(-1)!;
  const cause = incidentCause({ status_code: first.statusCode, error: first.error });
  await tx.insert(siteIncidents).values({ projectId, startedAt: first.at, cause, openedNotified: true });
  await noticeToCare(tx, projectId, {
    titleKey: 'notifications:siteCare.downTitle',
    messageKey: 'notifications:siteCare.downMessage',
    params: { url: siteUrl, cause },
    type: 'error',
    isUrgent: true,
  });
  return { opened: true, closed: false };
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { siteCertificates } from '../../db/schema/site-care';
import { certificateWarningDue, daysUntil } from '../../../shared/domain/site-care';
import { noticeToCare } from './internal/care-notices';
import type { CertificateReading } from './read-certificate';

/**
 * Stores the latest reading of a site's certificate and sends the warning due, if any: at 21 and
 * at 7 days left, each once per certificate (a renewed certificate, with another fingerprint,
 * starts again). Returns the warning sent.
 */
export async function recordCertificate(
  tx: Tx,
  projectId: string,
  siteUrl: string,
  reading: CertificateReading,
  at: Date,
): Promise<21 | 7 | null> {
  const [before] = await tx
    .select()
    .from(siteCertificates)
    .where(eq(siteCertificates.projectId, projectId))
    .for('update');
  const same = !!before && !!reading.fingerprint && before.fingerprint === reading.fingerprint;
  const sent = same
    ? { warned21: before.warned21, warned7: before.warned7 }
    : { warned21: false, warned7: false };
  const days = reading.expiresAt ? daysUntil(reading.expiresAt, at) : null;
  const due = certificateWarningDue(days, sent);
  const flags = {
    warned21: sent.warned21 || due !== null,
    warned7: sent.warned7 || due === 7,
  };
  const row = {
    checkedAt: at,
    expiresAt: reading.expiresAt,
    issuer: reading.issuer,
    valid: reading.valid,
    error: reading.error,
    // A failed reading keeps the fingerprint (and so the warnings sent) of the last certificate seen.
    fingerprint: reading.fingerprint ?? before?.fingerprint ?? null,
    ...(reading.fingerprint || !before ? flags : { warned21: before.warned21, warned7: before.warned7 }),
  };
  await tx
    .insert(siteCertificates)
    .values({ projectId, ...row })
    .onConflictDoUpdate({ target: siteCertificates.projectId, set: row });
  if (due !== null) {
    await noticeToCare(tx, projectId, {
      titleKey: 'notifications:siteCare.certificateTitle',
      messageKey: 'notifications:siteCare.certificateMessage',
      params: { url: siteUrl, days: days! },
      type: 'warning',
      isUrgent: due === 7,
    });
  }
  return due;
}

import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { phaseSignoffs } from '../../db/schema/phase-signoffs';
import { projectFiles } from '../../db/schema/project-files';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { Deps } from '../../lib/context';
import { translator } from '../../lib/i18n';
import { paths } from '../../../shared/paths';
import { languageOfUser } from '../preferences/language-of-user';
import { recordActivity } from '../projects/record-activity';
import { mailReceipt } from './internal/receipt-mails';
import { buildReceiptPdf } from './internal/receipt-pdf';
import type { AcceptedContent } from './signoff-digest';

export type ReceiptDeps = Pick<Deps, 'db' | 'files' | 'mailer' | 'logger' | 'baseURL'>;

/** A claim older than this is taken to have died with its instance, and is taken over. */
export const RECEIPT_CLAIM_MINUTES = 5;

const LOCALES = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' } as const;

/** The public page that checks a receipt's digest (it asks GET /api/signoffs/verify/{digest}). */
export const verifyUrl = (baseURL: string, digest: string) =>
  `${baseURL.replace(/\/$/, '')}${paths.receipts.verifyDigest.getHref(digest)}`;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'fase';

/**
 * Makes the receipt of an accepted sign-off (decision 0053), once: the sign-off is claimed by a
 * conditional UPDATE (accepted, no receipt, no live claim), the PDF is built in the client's
 * language, stored in the project's files (disk or S3), linked to the sign-off and mailed to both
 * sides. Runs as the server, after the acceptance committed. On failure the claim is released and
 * the stored bytes removed, so the receipts job makes it again. Answers whether it made one.
 */
export async function produceReceipt(deps: ReceiptDeps, signoffId: string): Promise<boolean> {
  const { db } = deps;
  const stale = sql`now() - make_interval(mins => ${RECEIPT_CLAIM_MINUTES})`;
  const [claimed] = await db
    .update(phaseSignoffs)
    .set({ receiptClaimedAt: sql`now()` })
    .where(
      and(
        eq(phaseSignoffs.id, signoffId),
        eq(phaseSignoffs.status, 'accepted'),
        isNull(phaseSignoffs.receiptFileId),
        or(isNull(phaseSignoffs.receiptClaimedAt), lt(phaseSignoffs.receiptClaimedAt, stale)),
      ),
    )
    .returning();
  if (!claimed) return false;
  const storageKey = `${claimed.projectId}/${randomUUID()}`;
  let stored = false;
  try {
    const [project] = await db.select().from(projects).where(eq(projects.id, claimed.projectId));
    const [decider] = await db
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, claimed.decidedBy!));
    const clientId = project!.createdBy;
    const language = await languageOfUser(db, clientId);
    const t = translator(language);
    const content = claimed.acceptedContent as AcceptedContent;
    const url = verifyUrl(deps.baseURL, claimed.digest!);
    const pdf = await buildReceiptPdf(
      {
        projectName: project!.name,
        content,
        acceptedBy: decider ? `${decider.name || decider.email} <${decider.email}>` : '',
        acceptedAt: claimed.decidedAt!,
        comment: claimed.decisionComment,
        digest: claimed.digest!,
        verifyUrl: url,
      },
      { t, locale: LOCALES[language] },
    );
    const fileName = `${t('receipts:pdf.fileName')}-${slug(content.phase.name)}-${content.round}.pdf`;
    await deps.files.put(
      storageKey,
      (async function* () {
        yield new Uint8Array(pdf);
      })(),
    );
    stored = true;
    await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(projectFiles)
        .values({
          projectId: claimed.projectId,
          uploadedBy: claimed.decidedBy,
          fileName,
          storageKey,
          mimeType: 'application/pdf',
          fileSize: pdf.length,
        })
        .returning({ id: projectFiles.id });
      await tx
        .update(phaseSignoffs)
        .set({ receiptFileId: file!.id, receiptClaimedAt: null })
        .where(eq(phaseSignoffs.id, signoffId));
      await recordActivity(tx, {
        projectId: claimed.projectId,
        userId: clientId,
        action: 'signoff_receipt',
        key: 'signoffs:activity.receipt',
        params: { phase: content.phase.name, file: fileName },
      });
    });
    await mailReceipt(db, deps.mailer, deps.logger, {
      clientId,
      submitterId: claimed.submittedBy,
      project: project!.name,
      phase: content.phase.name,
      round: content.round,
      digest: claimed.digest!,
      link: `${deps.baseURL.replace(/\/$/, '')}${paths.app.projectDetail.getHref(claimed.projectId)}`,
      verifyUrl: url,
      attachment: { filename: fileName, content: pdf },
    });
    return true;
  } catch (error) {
    if (stored) await deps.files.delete(storageKey).catch(() => undefined);
    await db
      .update(phaseSignoffs)
      .set({ receiptClaimedAt: null })
      .where(and(eq(phaseSignoffs.id, signoffId), isNull(phaseSignoffs.receiptFileId)))
      .catch(() => undefined);
    throw error;
  }
}

/** The receipts job: every accepted sign-off still without its receipt (and no live claim) gets one. */
export async function produceMissingReceipts(deps: ReceiptDeps): Promise<number> {
  const due = await deps.db
    .select({ id: phaseSignoffs.id })
    .from(phaseSignoffs)
    .where(and(eq(phaseSignoffs.status, 'accepted'), isNull(phaseSignoffs.receiptFileId)))
    .limit(50);
  let made = 0;
  for (const { id } of due) {
    try {
      if (await produceReceipt(deps, id)) made += 1;
    } catch (error) {
      deps.logger.error({ err: error, signoff: id }, 'signoff receipt failed; retried on the next run');
    }
  }
  return made;
}

import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { translator } from '../../../lib/i18n';
import type { Logger } from '../../../lib/logger';
import type { Mailer } from '../../../mail/mailer';
import { layout } from '../../../mail/templates';
import { languageOfUser } from '../../preferences/language-of-user';

export interface ReceiptMail {
  clientId: string;
  /** The admin who submitted the phase; when gone, every admin. */
  submitterId: string | null;
  project: string;
  phase: string;
  round: number;
  digest: string;
  link: string;
  verifyUrl: string;
  attachment: { filename: string; content: Buffer };
}

/**
 * The receipt mailed to both sides, each in their own language with the same PDF attached (the
 * client's language, decision 0053). A failed delivery is logged (the outbox keeps it) and the
 * other recipient still gets theirs; the receipt itself is already among the project's files.
 */
export async function mailReceipt(db: Database, mailer: Mailer, logger: Logger, mail: ReceiptMail) {
  const agency = mail.submitterId
    ? [mail.submitterId]
    : (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((u) => u.id);
  const people = await db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(inArray(users.id, [mail.clientId, ...agency]));
  for (const person of people) {
    const side = person.id === mail.clientId ? 'client' : 'agency';
    const t = translator(await languageOfUser(db, person.id));
    const params = {
      name: person.name || person.email,
      project: mail.project,
      phase: mail.phase,
      round: mail.round,
    };
    const subject = t(`receipts:mail.${side}.subject`, params);
    const body = t(`receipts:mail.${side}.body`, params);
    const digest = t('receipts:mail.digest', { digest: mail.digest, url: mail.verifyUrl });
    const greeting = t('receipts:mail.greeting', params);
    const open = t('receipts:mail.open');
    try {
      await mailer.send({
        to: person.email,
        subject,
        text: `${greeting}\n\n${body}\n\n${digest}\n\n${open}: ${mail.link}`,
        html: layout(subject, [greeting, body, digest], { label: open, href: mail.link }),
        attachments: [{ ...mail.attachment, contentType: 'application/pdf' }],
      });
    } catch (error) {
      logger.error({ err: error, to: person.id }, 'receipt mail failed');
    }
  }
}

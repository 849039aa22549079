import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MAIL_DIGEST_WINDOW_SECONDS } from '../env/env-schema';
import type { Database } from '../db/client';
import { notificationSettings } from '../db/schema/notification-settings';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import type { Logger } from '../lib/logger';
import { translator } from '../lib/i18n';
import { SMTP_POOL_CONNECTIONS, type Mailer } from '../mail/mailer';
import { DIGEST_LISTED, notificationDigestMail, notificationMail } from '../mail/notification-mails';
import { languageOfUser } from '../modules/preferences/language-of-user';
import { paths } from '../../shared/paths';

type I18n = { title: string; message: string; params: Record<string, string | number> } | undefined;

/**
 * Sizing of the e-mail copies' job (decision 0051). The load run left 130,000–180,000 copies waiting
 * after 5 minutes (200 users, every comment copied to every admin) while the job mailed 50 copies a
 * minute. Now a person's waiting copies leave as one e-mail, so a run sends one e-mail per person
 * with copies, whatever their number: ~20 admins + ~200 clients are ~220 e-mails a run.
 *
 * - `concurrency` people are mailed at once, each in a transaction of its own holding one pool
 *   connection (of the 10 the server has) and one pooled SMTP connection (the mailer keeps as
 *   many, SMTP_POOL_CONNECTIONS). At a slow 0.5 s per message over the Internet that is 6
 *   e-mails a second: 220 e-mails in ~37 s, within the minute between runs; on a relay nearby
 *   (~50 ms) about 4 s.
 * - Marking copies sent is one UPDATE per person (~10,000 rows at most, MAX_COPIES_PER_MAIL):
 *   180,000 copies are ~180,000 row updates a run, a few seconds of PostgreSQL.
 * - A run stops taking new people after `budgetMs`, so it ends before the next minute's run; the
 *   rest are the next run's.
 *
 * So after the load stops, every copy waiting is mailed by the first run after its person's window
 * (MAIL_DIGEST_WINDOW_SECONDS, 60 s) has passed: the backlog is 0 within window + one minute + one
 * run (~2½ minutes), not 5.
 */
export const NOTIFICATION_EMAIL_SIZING = {
  concurrency: SMTP_POOL_CONNECTIONS,
  peoplePerRound: 100,
  budgetMs: 45_000,
} as const;

/** Copies one e-mail stands for at most (one transaction's locks and UPDATE stay small). */
export const MAX_COPIES_PER_MAIL = 10_000;

/** A give-up age: a copy whose delivery keeps failing is marked failed after a day. */
const GIVE_UP_MS = 86_400_000;

/** Arbitrary constant: the first key of the advisory lock held while one person is mailed. */
const PERSON_MAIL_LOCK = 7_311_905;

export interface NotificationEmailOptions {
  /** MAIL_DIGEST_WINDOW_SECONDS: a person is mailed at most once per this many seconds. */
  windowSeconds?: number;
  /** People mailed at once. */
  concurrency?: number;
  /** People taken per query of those due. */
  peoplePerRound?: number;
  /** After this long a run takes no more people. */
  budgetMs?: number;
}

export interface NotificationEmailResult {
  /** People mailed (one e-mail each). */
  mails: number;
  /** Copies marked sent. */
  sent: number;
  /** Copies marked skipped (the person turned e-mail off). */
  skipped: number;
  /** Copies marked failed (delivery kept failing for a day). */
  failed: number;
  /** People whose delivery failed this run (their copies wait for the next). */
  errors: number;
}

/**
 * A person is due when they were not mailed within the window (no copy of theirs created within
 * it was sent) or when their oldest waiting copy has waited the whole window.
 */
const dueCondition = (person: SQL, window: SQL) => sql`(
  NOT EXISTS (
    SELECT 1 FROM ${notifications} s
    WHERE s.user_id = ${person} AND s.email_status = 'sent' AND s.created_at > now() - ${window}
  )
  OR EXISTS (
    SELECT 1 FROM ${notifications} o
    WHERE o.user_id = ${person} AND o.email_status = 'pending' AND o.created_at <= now() - ${window}
  )
)`;

/**
 * E-mail copies of new notifications (decision 0051). Each run mails every person with copies waiting
 * who is due (see dueCondition) one e-mail in their language: a person with one copy gets the
 * notification's own e-mail, one with several gets one digest (newest first, the first
 * DIGEST_LISTED listed, the rest counted). So a person is mailed at most once per window, and no
 * copy waits longer than the window (plus the job's minute).
 *
 * Instances never send a copy twice: each person is mailed in a transaction holding an advisory
 * lock on the person (a second instance skips them) and row locks on the copies (FOR UPDATE SKIP
 * LOCKED), which are marked sent in that transaction; the person's due-ness is checked again
 * under the lock, so one just mailed by another instance waits. A failed delivery leaves the
 * copies waiting for the next run and is given up after a day. Recipients with email_notifications
 * off have their copies marked skipped.
 */
export async function sendNotificationEmails(
  db: Database,
  mailer: Mailer,
  baseURL: string,
  logger: Logger,
  options: NotificationEmailOptions = {},
): Promise<NotificationEmailResult> {
  const windowSeconds = options.windowSeconds ?? DEFAULT_MAIL_DIGEST_WINDOW_SECONDS;
  const { concurrency, peoplePerRound, budgetMs } = { ...NOTIFICATION_EMAIL_SIZING, ...options };
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const started = Date.now();
  const tried = new Set<string>();
  const result: NotificationEmailResult = { mails: 0, sent: 0, skipped: 0, failed: 0, errors: 0 };
  while (Date.now() - started < budgetMs) {
    const due = await db.execute<{ user_id: string }>(sql`
      SELECT p.user_id FROM ${notifications} p
      WHERE p.email_status = 'pending' AND p.user_id <> ALL(${sql.param([...tried])}::uuid[])
      GROUP BY p.user_id
      HAVING ${dueCondition(sql`p.user_id`, window)}
      ORDER BY min(p.created_at)
      LIMIT ${peoplePerRound}`);
    const people = due.rows.map((r) => r.user_id);
    if (people.length === 0) break;
    people.forEach((id) => tried.add(id));
    await eachAtMost(concurrency, people, async (userId) => {
      const outcome = await mailPerson(db, mailer, baseURL, logger, userId, window).catch(
        (error: unknown) => {
          // The database failed them (the transaction rolled back): their copies wait for the next run.
          logger.warn({ err: error, user: userId }, 'notification e-mail copies: person skipped this run');
          return { mailed: false, sent: 0, skipped: 0, failed: 0, error: true };
        },
      );
      result.mails += outcome.mailed ? 1 : 0;
      result.sent += outcome.sent;
      result.skipped += outcome.skipped;
      result.failed += outcome.failed;
      result.errors += outcome.error ? 1 : 0;
    });
  }
  return result;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachAtMost<T>(limit: number, items: T[], fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** One person's waiting copies: one e-mail (or skipped), all marked in one transaction. */
async function mailPerson(
  db: Database,
  mailer: Mailer,
  baseURL: string,
  logger: Logger,
  userId: string,
  window: SQL,
) {
  const outcome = { mailed: false, sent: 0, skipped: 0, failed: 0, error: false };
  await db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`
      SELECT pg_try_advisory_xact_lock(${PERSON_MAIL_LOCK}, hashtext(${userId})) AS locked`);
    if (!lock.rows[0]?.locked) return; // another instance is mailing them
    const [person] = await tx
      .select({
        email: users.email,
        name: users.fullName,
        wantsEmail: notificationSettings.emailNotifications,
        due: sql<boolean>`${dueCondition(sql`${users.id}`, window)}`,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    if (!person) return;
    // Under the lock: another instance may have mailed them since they were found due.
    if (!person.due && person.wantsEmail !== false) return;
    const copies = await tx
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.emailStatus, 'pending')))
      .orderBy(notifications.createdAt, notifications.id)
      .limit(MAX_COPIES_PER_MAIL)
      .for('update', { skipLocked: true });
    if (copies.length === 0) return;
    const ids = sql`${notifications.id} = ANY(${sql.param(copies.map((c) => c.id))}::uuid[])`;
    if (person.wantsEmail === false) {
      await tx.update(notifications).set({ emailStatus: 'skipped' }).where(ids);
      outcome.skipped = copies.length;
      return;
    }
    // The newest first: the ones the e-mail shows.
    const shown = await tx
      .select({
        title: notifications.title,
        message: notifications.message,
        metadata: notifications.metadata,
        actionUrl: notifications.actionUrl,
      })
      .from(notifications)
      .where(ids)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(DIGEST_LISTED);
    const language = await languageOfUser(db, userId);
    const t = translator(language);
    const items = shown.map((n) => {
      const i18n = (n.metadata as { i18n?: I18n }).i18n;
      return {
        title: i18n ? t(i18n.title, i18n.params) : n.title,
        message: i18n ? t(i18n.message, i18n.params) : n.message,
        link: `${baseURL}${n.actionUrl ?? paths.app.dashboard.getHref()}`,
      };
    });
    const mail =
      copies.length === 1
        ? notificationMail(language, { name: person.name, ...items[0]! })
        : notificationDigestMail(language, {
            name: person.name,
            count: copies.length,
            items,
            link: `${baseURL}${paths.app.dashboard.getHref()}`,
          });
    try {
      await mailer.send({ to: person.email, ...mail });
    } catch (error) {
      outcome.error = true;
      logger.warn(
        { err: error, user: userId, copies: copies.length },
        'notification e-mail failed; will retry',
      );
      const old = copies.filter((c) => Date.now() - c.createdAt.getTime() > GIVE_UP_MS);
      if (old.length) {
        await tx
          .update(notifications)
          .set({ emailStatus: 'failed' })
          .where(sql`${notifications.id} = ANY(${sql.param(old.map((c) => c.id))}::uuid[])`);
        outcome.failed = old.length;
      }
      return;
    }
    await tx.update(notifications).set({ emailStatus: 'sent' }).where(ids);
    outcome.mailed = true;
    outcome.sent = copies.length;
  });
  return outcome;
}

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationSettings } from '../db/schema/notification-settings';
import { notifications } from '../db/schema/notifications';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { translator } from '../lib/i18n';
import type { Mailer } from '../mail/mailer';
import { dailySummaryMail, weeklyReportMail } from '../mail/notification-mails';
import { languageOfUser } from '../modules/preferences/language-of-user';
import { paths } from '../../shared/paths';

/** The e-mail copies of notifications, one e-mail (a digest) per person: notification-copies.ts. */
export {
  MAX_COPIES_PER_MAIL,
  NOTIFICATION_EMAIL_SIZING,
  sendNotificationEmails,
  type NotificationEmailOptions,
  type NotificationEmailResult,
} from './notification-copies';

type I18n = { title: string; message: string; params: Record<string, string | number> } | undefined;

/** Daily summary to users who turned it on: the last 24 hours' notifications. */
export async function sendDailySummaries(db: Database, mailer: Mailer, baseURL: string) {
  const subscribers = await db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(notificationSettings.dailySummary, true), eq(users.banned, false)));
  let sent = 0;
  for (const user of subscribers) {
    const recent = await db
      .select({ title: notifications.title, metadata: notifications.metadata })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          gte(notifications.createdAt, sql`now() - interval '24 hours'`),
        ),
      )
      .orderBy(sql`${notifications.createdAt} desc`);
    if (recent.length === 0) continue;
    const language = await languageOfUser(db, user.id);
    const t = translator(language);
    const titles = recent.slice(0, 10).map((r) => {
      const i18n = (r.metadata as { i18n?: I18n }).i18n;
      return i18n ? t(i18n.title, i18n.params) : r.title;
    });
    await mailer.send({
      to: user.email,
      ...dailySummaryMail(language, {
        name: user.name,
        titles,
        count: recent.length,
        link: `${baseURL}${paths.app.dashboard.getHref()}`,
      }),
    });
    sent += 1;
  }
  return sent;
}

/** Weekly report to users who turned it on: their active projects (admins: every active one). */
export async function sendWeeklyReports(db: Database, mailer: Mailer, baseURL: string) {
  const subscribers = await db
    .select({ id: users.id, email: users.email, name: users.fullName, role: users.role })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(notificationSettings.weeklyReport, true), eq(users.banned, false)));
  let sent = 0;
  for (const user of subscribers) {
    const rows = await db
      .select({ name: projects.name, progress: projects.progress, status: projects.status })
      .from(projects)
      .where(
        and(eq(projects.isActive, true), user.role === 'admin' ? undefined : eq(projects.createdBy, user.id)),
      )
      .orderBy(projects.name)
      .limit(50);
    const language = await languageOfUser(db, user.id);
    await mailer.send({
      to: user.email,
      ...weeklyReportMail(language, {
        name: user.name,
        projects: rows,
        link: `${baseURL}${paths.app.projects.getHref()}`,
      }),
    });
    sent += 1;
  }
  return sent;
}

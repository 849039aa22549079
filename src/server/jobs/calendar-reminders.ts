import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { calendarEvents } from '../db/schema/calendar';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { reminderMail } from '../modules/calendar/event-mail';
import { notify } from '../modules/notifications/notify';
import { languageOfUser } from '../modules/preferences/language-of-user';
import { paths } from '../../shared/paths';

interface Claimed extends Record<string, unknown> {
  event_id: string;
  email: string;
  user_id: string | null;
  kind: 'email-60' | 'portal-30' | 'portal-10';
}

/**
 * Claims the reminders due now (docs/product.md#limits: an e-mail 60 minutes before, in-portal notifications 30
 * and 10 minutes before) for every attendee who has not declined and for the organiser. A
 * reminder is due from its moment until the event starts, so one missed while no instance ran
 * goes out late, but never once the event has begun; when the 10-minute one is due the 30-minute
 * one is dropped. Each (event, person, kind) is claimed by inserting its row of
 * calendar_reminders_sent (ON CONFLICT DO NOTHING RETURNING) before anything is sent: an instance
 * running the same statement at the same moment waits on the unique key and then claims nothing.
 */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const result = await db.execute<Claimed>(sql`
    WITH soon AS (
      SELECT e.id, e.organizer_id, e.start_at FROM calendar_events e
       WHERE e.start_at > ${at}::timestamptz AND e.start_at <= ${at}::timestamptz + interval '60 minutes'
    ),
    people AS (
      SELECT a.event_id, a.email, a.user_id FROM calendar_attendees a
        JOIN soon s ON s.id = a.event_id
       WHERE a.response <> 'declined'
      UNION
      SELECT s.id, lower(u.email), u.id FROM soon s JOIN users u ON u.id = s.organizer_id
    ),
    due AS (
      SELECT p.event_id, p.email, p.user_id, k.kind
        FROM people p
        JOIN soon s ON s.id = p.event_id
       CROSS JOIN (VALUES ('email-60', 60), ('portal-30', 30), ('portal-10', 10)) AS k(kind, minutes)
       WHERE s.start_at <= ${at}::timestamptz + make_interval(mins => k.minutes)
         AND (k.kind = 'email-60' OR p.user_id IS NOT NULL)
         AND NOT (k.kind = 'portal-30' AND s.start_at <= ${at}::timestamptz + interval '10 minutes')
    ),
    claimed AS (
      INSERT INTO calendar_reminders_sent (event_id, attendee_email, kind)
      SELECT event_id, email, kind FROM due
      ON CONFLICT DO NOTHING
      RETURNING event_id, attendee_email, kind
    )
    SELECT DISTINCT ON (d.event_id, d.email, d.kind) d.event_id, d.email, d.user_id, d.kind
      FROM due d
      JOIN claimed c ON c.event_id = d.event_id AND c.attendee_email = d.email AND c.kind = d.kind
  `);
  return result.rows;
}

/**
 * The reminder job: claims what is due, then mails (in the person's language; Spanish for outside
 * guests) and notifies. A failed mail is logged; its claim stays (a reminder is never sent twice).
 */
export async function sendCalendarReminders(
  db: Database,
  mailer: Mailer,
  baseURL: string,
  logger: Logger,
  now = new Date(),
) {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return { claimed: 0, mailed: 0, notified: 0 };
  const ids = [...new Set(claimed.map((c) => c.event_id))];
  const events = new Map(
    (await db.select().from(calendarEvents).where(inArray(calendarEvents.id, ids))).map((e) => [e.id, e]),
  );
  const link = `${baseURL}${paths.app.calendar.getHref()}`;
  let mailed = 0;
  let notified = 0;
  for (const reminder of claimed) {
    const event = events.get(reminder.event_id);
    if (!event) continue;
    const minutes = Math.max(1, Math.round((event.startAt.getTime() - now.getTime()) / 60_000));
    if (reminder.kind === 'email-60') {
      try {
        const language = reminder.user_id ? await languageOfUser(db, reminder.user_id) : 'es';
        await mailer.send({ to: reminder.email, ...reminderMail(language, { event, minutes, link }) });
        mailed += 1;
      } catch (error) {
        logger.warn({ err: error, event: event.id }, 'calendar: reminder mail not delivered');
      }
      continue;
    }
    await db.transaction((tx) =>
      notify(tx, [reminder.user_id!], {
        titleKey: 'calendar:notify.reminderTitle',
        messageKey: 'calendar:notify.reminderMessage',
        params: { summary: event.summary, minutes },
        type: 'info',
        category: 'system',
        actionUrl: paths.app.calendar.getHref(),
        ...(event.projectId && { projectId: event.projectId }),
        // docs/product.md#limits: these two are in the portal; the e-mail is the 60-minute one.
        noEmailCopy: true,
      }),
    );
    notified += 1;
  }
  return { claimed: claimed.length, mailed, notified };
}

import type { Database } from '../../db/client';
import type { CalendarEventRow } from '../../db/schema/calendar';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { paths } from '../../../shared/paths';
import type { AttendeeResponse } from '../../../shared/schemas/calendar';
import { languageOfUser } from '../preferences/language-of-user';
import { eventsIcs, type IcsPerson } from './internal/event-ics';
import { eventMail, type EventMailKind } from './event-mail';

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  baseURL: string;
  logger: Logger;
}

export interface Invitation {
  kind: EventMailKind;
  event: CalendarEventRow;
  organizer: IcsPerson;
  /** Every attendee of the event (the .ics lists them all). */
  attendees: Array<IcsPerson & { userId: string | null; response: AttendeeResponse }>;
  /** Those who get this mail (by address). */
  to: ReadonlyArray<{ email: string; userId: string | null }>;
}

/**
 * Sends each recipient the mail and its `.ics` (METHOD:REQUEST, or CANCEL for a cancellation), in
 * their language when they are a portal user, Spanish otherwise. Called once the change is
 * committed; every message goes through the mailer (and its outbox) and a failing one is logged,
 * never the request's failure.
 */
export async function deliverInvitations(deps: MailDeps, invitation: Invitation): Promise<void> {
  const { event, kind } = invitation;
  const calendarUrl = `${deps.baseURL}${paths.app.calendar.getHref()}`;
  const method = kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const ics = eventsIcs(method, [invitation], { baseURL: deps.baseURL, calendarUrl });
  const organizer = invitation.organizer.name || invitation.organizer.email;
  const results = await Promise.allSettled(
    invitation.to.map(async (recipient) => {
      const language = recipient.userId ? await languageOfUser(deps.db, recipient.userId) : 'es';
      await deps.mailer.send({
        to: recipient.email,
        ...eventMail(language, kind, { event, organizer, link: calendarUrl }),
        attachments: [
          {
            filename: kind === 'cancel' ? 'cancel.ics' : 'invite.ics',
            content: ics,
            contentType: `text/calendar; method=${method}; charset=UTF-8`,
          },
        ],
      });
    }),
  );
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      deps.logger.warn(
        { err: result.reason, event: event.id, to: invitation.to[i]?.email },
        'calendar: invitation mail not delivered',
      );
    }
  });
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { CalendarEventRow } from '../../../db/schema/calendar';
import { users } from '../../../db/schema/users';
import { paths } from '../../../../shared/paths';
import { notify } from '../../notifications/notify';
import type { Invitation } from '../deliver-invitations';
import type { EventMailKind } from '../event-mail';
import { neutralWhen } from '../event-mail';
import { attendeesOf } from './find-event';
import type { AttendeeWithName } from '../present-event';

export interface EventPeople {
  organizer: { email: string; name: string | null };
  attendees: AttendeeWithName[];
}

/** The organiser and the attendees of an event, as the invitations name them. */
export async function eventPeople(tx: Tx, event: CalendarEventRow): Promise<EventPeople> {
  const [organizer] = await tx
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, event.organizerId));
  const attendees = (await attendeesOf(tx, [event.id])).get(event.id) ?? [];
  return { organizer: organizer ?? { email: '', name: null }, attendees };
}

/** The mails of one change, to deliver once it is committed. */
export function invitationOf(
  kind: EventMailKind,
  event: CalendarEventRow,
  people: EventPeople,
  to: ReadonlyArray<{ email: string; userId: string | null }>,
): Invitation {
  return { kind, event, organizer: people.organizer, attendees: people.attendees, to };
}

const NOTICE: Record<EventMailKind, { title: string; message: string }> = {
  invite: { title: 'calendar:notify.invitedTitle', message: 'calendar:notify.invitedMessage' },
  update: { title: 'calendar:notify.updatedTitle', message: 'calendar:notify.updatedMessage' },
  cancel: { title: 'calendar:notify.cancelledTitle', message: 'calendar:notify.cancelledMessage' },
};

/** The in-portal notice of a change to the portal users among `to` (never the one who made it). */
export async function noticeOf(
  tx: Tx,
  senderId: string,
  kind: EventMailKind,
  event: CalendarEventRow,
  people: EventPeople,
  to: ReadonlyArray<{ userId: string | null }>,
): Promise<void> {
  await notify(
    tx,
    to.flatMap((a) => (a.userId ? [a.userId] : [])),
    {
      titleKey: NOTICE[kind].title,
      messageKey: NOTICE[kind].message,
      params: {
        organizer: people.organizer.name || people.organizer.email,
        summary: event.summary,
        when: neutralWhen(event),
      },
      type: kind === 'cancel' ? 'warning' : 'info',
      category: 'system',
      actionUrl: paths.app.calendar.getHref(),
      senderId,
      ...(event.projectId && { projectId: event.projectId }),
      // The invitation's own mail (with its .ics) is the e-mail.
      noEmailCopy: true,
    },
  );
}

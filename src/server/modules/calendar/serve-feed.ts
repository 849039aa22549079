import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { asCaller, type Database } from '../../db/client';
import { calendarAttendees, calendarEvents, calendarFeedTokens } from '../../db/schema/calendar';
import { users } from '../../db/schema/users';
import { translator } from '../../lib/i18n';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { languageOfUser } from '../preferences/language-of-user';
import { eventsIcs } from './internal/event-ics';
import { hashFeedToken, tokenOfFeedFile } from './internal/feed-token';
import { attendeesOf } from './internal/find-event';

const DAY_MS = 86_400_000;

const notFound = () => new AppError('NOT_FOUND', { message: 'calendar:errors.feedNotFound' });

/**
 * A user's ICS feed, without a session: the token is looked up by its SHA-256 (an index lookup of
 * the hash, so nothing is compared byte by byte with the secret), then the events from 30 days back
 * to a year ahead are read as that user (row-level security). A revoked or unknown token is a 404.
 */
export async function serveFeed(deps: { db: Database; baseURL: string }, file: string): Promise<Response> {
  const token = tokenOfFeedFile(file);
  if (!token) throw notFound();
  const [owner] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(
      and(
        eq(calendarFeedTokens.tokenHash, hashFeedToken(token)),
        isNull(calendarFeedTokens.revokedAt),
        eq(users.banned, false),
      ),
    );
  if (!owner) throw notFound();
  const now = Date.now();
  const items = await asCaller(deps.db, owner, async (tx) => {
    const attending = tx
      .select({ id: calendarAttendees.eventId })
      .from(calendarAttendees)
      .where(eq(calendarAttendees.userId, owner.id));
    const events = await tx
      .select({ event: calendarEvents, organizerEmail: users.email, organizerName: users.fullName })
      .from(calendarEvents)
      .leftJoin(users, eq(users.id, calendarEvents.organizerId))
      .where(
        and(
          gt(calendarEvents.endAt, new Date(now - 30 * DAY_MS)),
          lt(calendarEvents.startAt, new Date(now + 365 * DAY_MS)),
          or(eq(calendarEvents.organizerId, owner.id), inArray(calendarEvents.id, attending)),
        ),
      )
      .orderBy(asc(calendarEvents.startAt));
    const attendees = await attendeesOf(
      tx,
      events.map((e) => e.event.id),
    );
    return events.map(({ event, organizerEmail, organizerName }) => ({
      event,
      organizer: { email: organizerEmail ?? '', name: organizerName },
      attendees: attendees.get(event.id) ?? [],
    }));
  });
  const t = translator(await languageOfUser(deps.db, owner.id));
  const body = eventsIcs('PUBLISH', items, {
    baseURL: deps.baseURL,
    calendarUrl: `${deps.baseURL}${paths.app.calendar.getHref()}`,
    name: t('calendar:feed.name'),
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

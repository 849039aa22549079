import { AppError } from '../../../shared/errors';
import type { GoogleSync } from '../../../shared/schemas/calendar';
import type { CalendarEventRow } from '../../db/schema/calendar';
import type { Deps } from '../../lib/context';
import { googleCalendarFor } from './google-connection';

export type CopyDeps = Pick<Deps, 'auth' | 'config' | 'db' | 'logger'>;

/** The Google event a portal event's copy holds: its title, place, description and times. */
function copyOf(event: CalendarEventRow) {
  return {
    summary: event.summary,
    description: event.description,
    ...(event.location && { location: event.location }),
    start_at: event.startAt.toISOString(),
    end_at: event.endAt.toISOString(),
  };
}

/** Google answered that the event is not there (deleted in Google, 404/410). */
const isGone = (error: unknown) =>
  error instanceof AppError && error.code === 'NOT_FOUND' && error.message === 'calendar:errors.notFound';

/**
 * Copies of portal events in their organiser's primary Google calendar (decision 0040). The copy
 * lives in the organiser's calendar whoever changes the event (an admin may), so it is reached with
 * the organiser's link. The portal event is the one that counts: whatever Google answers (not
 * connected, grant revoked, refused, unreachable) is logged and reported, never thrown.
 */
export const googleCopy = {
  /** Creates the copy; its Google id, or null when it could not be made. */
  async create(deps: CopyDeps, event: CalendarEventRow): Promise<string | null> {
    try {
      const calendar = await googleCalendarFor(deps, { id: event.organizerId });
      return (await calendar.create(copyOf(event))).id;
    } catch (error) {
      deps.logger.warn({ err: error, eventId: event.id }, 'google calendar: the event was not copied');
      return null;
    }
  },

  /** Replaces the copy with the event as it is now; `gone` when Google no longer has it. */
  async update(deps: CopyDeps, event: CalendarEventRow): Promise<GoogleSync | 'gone'> {
    if (!event.googleEventId) return 'none';
    try {
      const calendar = await googleCalendarFor(deps, { id: event.organizerId });
      await calendar.update(event.googleEventId, copyOf(event));
      return 'synced';
    } catch (error) {
      deps.logger.warn({ err: error, eventId: event.id }, 'google calendar: the copy was not updated');
      return isGone(error) ? 'gone' : 'failed';
    }
  },

  /** Deletes the copy; one Google no longer has is as good as deleted. */
  async remove(deps: CopyDeps, event: CalendarEventRow): Promise<GoogleSync> {
    if (!event.googleEventId) return 'none';
    try {
      const calendar = await googleCalendarFor(deps, { id: event.organizerId });
      await calendar.remove(event.googleEventId);
      return 'synced';
    } catch (error) {
      if (isGone(error)) return 'synced';
      deps.logger.warn({ err: error, eventId: event.id }, 'google calendar: the copy was not deleted');
      return 'failed';
    }
  },
};

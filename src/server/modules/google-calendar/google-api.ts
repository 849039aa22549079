import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { GoogleEvent, GoogleEventInput } from '../../../shared/schemas/google-calendar';

/** Google Calendar API v3's event resource, the fields the portal reads. */
const dateOrTime = z.object({
  dateTime: z.string().optional(),
  date: z.string().optional(),
  timeZone: z.string().optional(),
});
const eventResource = z.object({
  id: z.string(),
  status: z.string().optional(),
  htmlLink: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  start: dateOrTime,
  end: dateOrTime,
});
const eventList = z.object({ items: z.array(eventResource).default([]) });

/** Google's userinfo (OpenID Connect claims). */
export const googleUserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

type EventResource = z.infer<typeof eventResource>;

/** A time of the resource as an ISO instant; an all-day date reads as 00:00 UTC of its day. */
function instantOf(value: z.infer<typeof dateOrTime>): string {
  if (value.dateTime) return new Date(value.dateTime).toISOString();
  return new Date(`${value.date ?? '1970-01-01'}T00:00:00.000Z`).toISOString();
}

export function presentGoogleEvent(resource: EventResource): GoogleEvent {
  return {
    id: resource.id,
    summary: resource.summary ?? '',
    description: resource.description ?? '',
    location: resource.location || null,
    start_at: instantOf(resource.start),
    end_at: instantOf(resource.end),
    all_day: !resource.start.dateTime,
    html_link: resource.htmlLink ?? null,
  };
}

/** An all-day event's times are dates (the end one exclusive), as `presentGoogleEvent` reads them. */
const timeOf = (value: string, allDay: boolean | undefined) => {
  const iso = new Date(value).toISOString();
  return allDay ? { date: iso.slice(0, 10) } : { dateTime: iso };
};

function resourceOf(input: GoogleEventInput) {
  return {
    summary: input.summary,
    description: input.description ?? '',
    ...(input.location && { location: input.location }),
    start: timeOf(input.start_at, input.all_day),
    end: timeOf(input.end_at, input.all_day),
  };
}

export type GoogleAction = 'list' | 'create' | 'update' | 'delete';

/** the product's (docs/product.md#error-messages) texts for a call Google refused or could not answer. */
const failureOf: Record<GoogleAction, string> = {
  list: 'calendar:errors.googleListFailed',
  create: 'calendar:errors.createFailed',
  update: 'calendar:errors.updateFailed',
  delete: 'calendar:errors.deleteFailed',
};

/** Google's error body: `{ error: { code, message, status } }`. */
const errorBody = z.object({ error: z.object({ code: z.number(), message: z.string() }) });

/**
 * The Calendar API v3 on the user's primary calendar, as the holder of `accessToken`, with plain
 * fetch; each answer is parsed before it is used. A 401 means the grant is gone
 * ('Error de autenticación'); a 404 or 410 on one event is 'Evento no encontrado'; anything else
 * Google refuses is the action's docs/product.md#error-messages text (503, Google's message kept as the cause).
 */
export function googleCalendarApi(apiUrl: string, accessToken: string) {
  const base = `${apiUrl}/calendar/v3/calendars/primary/events`;

  async function call(action: GoogleAction, url: string, init: RequestInit = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (cause) {
      throw new AppError('UNAVAILABLE', { message: failureOf[action], cause });
    }
    if (res.status === 204) return null;
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) return body;
    const reason = errorBody.safeParse(body);
    const cause = new Error(reason.success ? reason.data.error.message : `Google answered ${res.status}`);
    if (res.status === 401) throw new AppError('UNAUTHENTICATED', { message: 'calendar:errors.auth', cause });
    if ((res.status === 404 || res.status === 410) && action !== 'list' && action !== 'create') {
      throw new AppError('NOT_FOUND', { message: 'calendar:errors.notFound', cause });
    }
    throw new AppError('UNAVAILABLE', { message: failureOf[action], cause });
  }

  const parsed = <T>(schema: z.ZodType<T>, action: GoogleAction, body: unknown): T => {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new AppError('UNAVAILABLE', { message: failureOf[action], cause: result.error });
    }
    return result.data;
  };

  return {
    /** The next events from `from` to `to`: single events, by start time, at most `max`. */
    async list(from: Date, to: Date, max: number): Promise<GoogleEvent[]> {
      const query = new URLSearchParams({
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        maxResults: String(max),
        singleEvents: 'true',
        orderBy: 'startTime',
      });
      const body = parsed(eventList, 'list', await call('list', `${base}?${query}`));
      return body.items.filter((e) => e.status !== 'cancelled').map(presentGoogleEvent);
    },
    async create(input: GoogleEventInput): Promise<GoogleEvent> {
      const body = await call('create', base, { method: 'POST', body: JSON.stringify(resourceOf(input)) });
      return presentGoogleEvent(parsed(eventResource, 'create', body));
    },
    async update(id: string, input: GoogleEventInput): Promise<GoogleEvent> {
      const body = await call('update', `${base}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify(resourceOf(input)),
      });
      return presentGoogleEvent(parsed(eventResource, 'update', body));
    },
    async remove(id: string): Promise<void> {
      await call('delete', `${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}

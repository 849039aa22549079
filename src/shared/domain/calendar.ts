/**
 * Calendar values the browser and the server read alike, without a schema library (the app
 * shell formats dates before any form's schema is loaded). `schemas/common.ts` and
 * `schemas/time-zone.ts` build their zod schemas on these.
 */

/** 'YYYY-MM-DD': a calendar day, no time, no zone. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDateOnly(value: string): boolean {
  return DATE_ONLY_PATTERN.test(value);
}

/** The day ('YYYY-MM-DD') a moment falls on in a time zone (the runtime's own when none is given). */
export function dateOnlyIn(at: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The first instant (UTC) of a 'YYYY-MM-DD' day. */
export function startOfDateOnly(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The first instant (UTC) of the day after a 'YYYY-MM-DD' day: the exclusive end of that day. */
export function endOfDateOnly(day: string): Date {
  return new Date(startOfDateOnly(day).getTime() + 86_400_000);
}

/**
 * The zones already found valid: building an `Intl.DateTimeFormat` costs a screen's start-up
 * milliseconds, and a list of dates asks about the same zone for every row. Only real zones are
 * kept, so the set stays as small as the IANA list.
 */
const knownTimeZones = new Set<string>();

/**
 * An IANA timezone name ("Europe/Madrid", "UTC") that this runtime knows. Offsets such as
 * "+01:00" are refused: PostgreSQL reads POSIX offsets with the opposite sign.
 */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownTimeZones.add(zone);
  return true;
}

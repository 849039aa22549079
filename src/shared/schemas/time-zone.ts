import { z } from 'zod';

/**
 * An IANA timezone name ("Europe/Madrid", "UTC") that this runtime knows. Offsets such as
 * "+01:00" are refused: PostgreSQL reads POSIX offsets with the opposite sign.
 */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isValidTimeZone, 'validation:timeZoneInvalid');

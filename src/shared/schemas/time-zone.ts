import { z } from 'zod';
import { isValidTimeZone } from '../domain/calendar';

export { isValidTimeZone };

export const timeZoneSchema = z.string().refine(isValidTimeZone, 'validation:timeZoneInvalid');

/** Where the agency works: the zone of an event or a meeting request that names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

import { z } from 'zod';
import { isValidTimeZone } from '../domain/calendar';

export { isValidTimeZone };

export const timeZoneSchema = z.string().refine(isValidTimeZone, 'validation:timeZoneInvalid');

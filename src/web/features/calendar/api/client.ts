import type { CalendarApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Typed RPC clients (Hono) of the modules the calendar calls; calls go through `unwrap`. */
const root = rpcClient<CalendarApi>('/api');
export const calendarApi = root.calendar;

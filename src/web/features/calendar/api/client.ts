import type { CalendarApi, MembersApi, ProjectsApi, UsersApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Typed RPC clients (Hono) of the modules the calendar calls; calls go through `unwrap`. */
const root = rpcClient<CalendarApi>('/api');
export const calendarApi = root.calendar;
export const usersApi = rpcClient<UsersApi>('/api/users');
export const projectsApi = rpcClient<ProjectsApi>('/api/projects');
export const membersApi = rpcClient<MembersApi>('/api');

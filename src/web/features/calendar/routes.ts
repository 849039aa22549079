import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The calendar feature's screen, ready for the router (a child of the 'app' layout route). */
export const calendarRoutes: FeatureRoute[] = [
  { id: 'calendar', path: paths.app.calendar.path, lazy: () => import('./routes/calendar') },
];

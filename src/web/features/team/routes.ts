import { paths } from '@/shared/paths';

/** The team feature's screens, ready for the router (children of the 'app' layout route). */
export const teamRoutes = [{ id: 'team', path: paths.app.team.path, lazy: () => import('./routes/team') }];

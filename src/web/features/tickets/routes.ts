/**
 * The support tickets feature's screens, ready for the router (children of the 'app' layout
 * route). Each module exports `Component` and `handle` (title key), like the shell's own routes.
 * The admin side is the `TicketsAdminSection` component (/admin#tickets).
 */
export interface FeatureRoute {
  id: string;
  path: string;
  lazy: () => Promise<object>;
  role?: 'admin';
}

export const ticketRoutes: FeatureRoute[] = [
  { id: 'support', path: '/soporte', lazy: () => import('./routes/support') },
];

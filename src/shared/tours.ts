/**
 * The guided tours (decision 0027, docs/product.md#records-and-fields tutorial flow, #limits tutorial): the one list of their ids and
 * the ids of their steps, shared by the server (it accepts progress only for these, within range)
 * and the web app (which places each step on its screen, `src/web/features/tours/flows.ts`).
 * Plain data: the help centre's cards and the tours' badge read it without a schema library.
 */
export const tourSteps = {
  'welcome-tour': ['welcome', 'navigation', 'notifications', 'theme', 'account', 'help'],
  'project-management-tour': ['projects', 'filters', 'create', 'phases-tasks', 'approvals', 'tickets'],
  'advanced-features-tour': ['assistant', 'calendar', 'reports', 'analytics', 'integrations'],
  'support-help': ['support', 'new-ticket', 'tickets', 'help'],
  'projects-page-tour': ['toolbar', 'search', 'create', 'list'],
  'profile-page-tour': ['profile', 'details', 'password', 'github'],
  'analytics-tour': ['overview', 'status', 'monthly', 'technologies'],
  'client-welcome-tour': ['welcome', 'search', 'projects', 'create', 'notifications', 'help'],
  'client-projects-tour': ['projects', 'search', 'create', 'phases'],
} as const satisfies Record<string, readonly string[]>;

export type TourId = keyof typeof tourSteps;
export const tourIds = Object.keys(tourSteps) as TourId[];

/** The tour each role gets 2 s after signing in, once per session, unless completed (docs/product.md#lifecycles). */
export const autoStartTour = { admin: 'welcome-tour', user: 'client-welcome-tour' } as const satisfies Record<
  'admin' | 'user',
  TourId
>;

export function isTourId(value: string): value is TourId {
  return Object.hasOwn(tourSteps, value);
}

/**
 * docs/product.md#roles-and-what-each-sees: admins get every tour; clients the ones whose id says 'client', plus the welcome tour,
 * support and help, and the profile page tour.
 */
export function canTakeTour(role: 'admin' | 'user', id: TourId): boolean {
  return (
    role === 'admin' ||
    id.includes('client') ||
    id === 'welcome-tour' ||
    id === 'support-help' ||
    id === 'profile-page-tour'
  );
}

export function toursFor(role: 'admin' | 'user'): TourId[] {
  return tourIds.filter((id) => canTakeTour(role, id));
}

/**
 * Every screen of `src/web/app/router.tsx` with the lazy modules a first visit loads for it
 * (layouts first), and its initial-JS budget. Read by the budget check (`check-bundle-budget.ts`)
 * and by the build, which writes each route's page with those modules preloaded
 * (`route-pages.ts`) and, where `firstScreen` says so, its first screen prerendered
 * (`prerender.ts`).
 */
import { paths } from '../src/shared/paths';
import type { RouteBudget } from './bundle-budget';

/**
 * React DOM's own size in the build (minified, gzipped): every budget below is the figure of the
 * Preact build (decision 0015) plus this, and no more (docs/decisions/0046).
 */
const REACT_DOM_KIB = 57;
/**
 * What every signed-in screen saved when the shell's icons joined the shell's chunks instead of
 * coming as a file each (about 20 files of 250 bytes; docs/decisions/0059, addendum): the
 * signed-in budgets keep it.
 */
const SHELL_ICONS_KIB = 4;
/** Home, legal pages and not found (126 KiB on Preact). */
const PUBLIC_KIB = 126 + REACT_DOM_KIB;
/** The sign-in screen (142 KiB on Preact). */
const SIGN_IN_KIB = 142 + REACT_DOM_KIB;
/** Registration, password reset, OAuth callback, invitation. */
const AUTH_KIB = 182 + REACT_DOM_KIB;
/**
 * The two signed-in landing screens, /dashboard and /admin (188 KiB on Preact). What only a
 * click needs (the user menu, the mobile navigation sheet, the decision dialog) loads on demand.
 * Plus 1 KiB since the "view as client" banner, which every signed-in screen must be able to draw
 * and hydrate in place (docs/decisions/0054, "Budget"). Less 10 KiB since the bell's panel is
 * placed by CSS: the popper it loaded with every signed-in screen is gone (docs/decisions/0047,
 * fifth addendum), and the budget keeps what that saved.
 */
const LANDING_KIB = 188 + 1 - 10 - SHELL_ICONS_KIB + REACT_DOM_KIB;
/** Every other signed-in screen. */
const SIGNED_IN_KIB = 275 - SHELL_ICONS_KIB + REACT_DOM_KIB;
/** /analytics: its first screen is charts. */
const CHARTS_KIB = 305 - SHELL_ICONS_KIB + REACT_DOM_KIB;
/** The realtime connection a signed-in page opens as it starts: client, protocol, invalidation. */
const REALTIME_KIB = 20;
/**
 * The welcome tours' host a signed-in page loads as it starts: the entry point's button and badge,
 * and the auto-start; the menu behind the button loads on its first click.
 */
const TOURS_KIB = 8;

const layout = (name: string) => `src/web/app/layouts/${name}.tsx`;
const screen = (name: string) => `src/web/app/routes/${name}.tsx`;
const feature = (name: string, route: string) => `src/web/features/${name}/routes/${route}.tsx`;

const publicRoute = (path: string, module: string): RouteBudget => ({
  path,
  modules: [layout('public-layout'), module],
  budgetKiB: PUBLIC_KIB,
  firstScreen: 'signed-out',
});
/** Sign-in screens; those whose first screen depends on what the link carries are not prerendered. */
const authRoute = (path: string, module: string, budgetKiB = AUTH_KIB, prerender = true): RouteBudget => ({
  path,
  modules: [layout('auth-layout'), module],
  budgetKiB,
  ...(prerender && { firstScreen: 'signed-out' as const }),
});
/** Signed-in screens also count the saved preferences, loaded as soon as the session is known. */
const appRoute = (path: string, module: string, budgetKiB = SIGNED_IN_KIB): RouteBudget => ({
  path,
  modules: ['src/web/app/providers/saved-preferences.tsx', layout('app-layout'), module],
  budgetKiB,
  firstScreen: 'pending',
});

/** Every screen of `src/web/app/router.tsx`, under the layout that wraps it. */
export const routeBudgets: RouteBudget[] = [
  publicRoute(paths.home.path, screen('home')),
  publicRoute(paths.legal.privacy.path, screen('privacy')),
  publicRoute(paths.legal.terms.path, screen('terms')),
  publicRoute(paths.receipts.verify.path, feature('signoffs', 'verify-receipt')),
  // A receipt's own address: its status is read in the browser, so only the frame is the build's.
  {
    path: paths.receipts.verifyDigest.path,
    modules: [layout('public-layout'), feature('signoffs', 'verify-receipt')],
    budgetKiB: PUBLIC_KIB,
  },
  publicRoute('(not found)', screen('not-found')),
  authRoute(paths.auth.login.path, screen('login'), SIGN_IN_KIB),
  authRoute(paths.auth.register.path, screen('register')),
  authRoute(paths.auth.callback.path, screen('auth-callback'), AUTH_KIB, false),
  authRoute(paths.auth.linkedinCallback.path, screen('auth-callback'), AUTH_KIB, false),
  authRoute(paths.auth.resetPassword.path, screen('reset-password')),
  authRoute(paths.auth.invite.path, feature('users-admin', 'invite'), AUTH_KIB, false),
  appRoute(paths.app.dashboard.path, screen('dashboard'), LANDING_KIB),
  appRoute(paths.admin.dashboard.path, screen('admin-dashboard'), LANDING_KIB),
  appRoute(paths.app.profile.path, screen('profile')),
  appRoute(paths.app.settings.path, screen('settings')),
  appRoute(paths.admin.users.path, screen('users-admin')),
  appRoute(paths.app.projects.path, feature('projects', 'projects-list')),
  appRoute(paths.app.newProject.path, feature('projects', 'new-project')),
  appRoute(paths.app.projectDetail.path, screen('project-detail')),
  appRoute(paths.app.collaboration.path, screen('collaboration')),
  appRoute(paths.app.collaborationClient.path, screen('collaboration')),
  appRoute(paths.app.collaborationAdmin.path, screen('collaboration')),
  appRoute(paths.app.projectsByUser.path, feature('projects', 'user-projects')),
  appRoute(paths.admin.projects.path, feature('projects', 'admin-projects')),
  appRoute(paths.app.phasesTasks.path, feature('phases-tasks', 'client-phases-tasks')),
  appRoute(paths.admin.phasesTasks.path, feature('phases-tasks', 'admin-phases-tasks')),
  appRoute(paths.app.support.path, feature('tickets', 'support')),
  appRoute(paths.app.billing.path, feature('billing', 'billing')),
  appRoute(paths.admin.payments.path, feature('billing', 'admin-payments')),
  appRoute(paths.app.analytics.path, feature('analytics', 'analytics'), CHARTS_KIB),
  appRoute(paths.app.team.path, feature('team', 'team')),
  appRoute(paths.app.workspace.path, feature('workspace', 'workspace')),
  appRoute(paths.app.dashboardCustom.path, feature('workspace', 'dashboard-custom')),
  appRoute(paths.admin.security.path, feature('system', 'security')),
  appRoute(paths.admin.webhooks.path, feature('webhooks', 'webhooks')),
  appRoute(paths.admin.webhookDeliveries.path, feature('webhooks', 'webhook-deliveries')),
  appRoute(paths.app.environment.path, feature('system', 'environment')),
  appRoute(paths.app.calendar.path, feature('calendar', 'calendar')),
  appRoute(paths.admin.websyAi.path, feature('assistant', 'websy-ai')),
  appRoute(paths.app.reports.path, feature('reports', 'reports')),
  appRoute(paths.app.githubDashboard.path, feature('github', 'github-dashboard')),
  appRoute(paths.auth.githubCallback.path, feature('github', 'github-dashboard')),
  appRoute(paths.app.userGithub.path, feature('github', 'github-dashboard')),
];

const dashboard = routeBudgets.find((route) => route.path === paths.app.dashboard.path)!;

/**
 * What every signed-in page fetches as it starts, once its screen has hydrated, beyond what its
 * first screen loaded (counted on /dashboard). The realtime connection validates the server's
 * frames with Zod Mini, not Zod's classic API (docs/decisions/0059, ninth-session addendum).
 */
export const startBudgets: RouteBudget[] = [
  {
    path: 'realtime connection (after /dashboard)',
    modules: ['src/web/lib/realtime-connection.ts'],
    after: dashboard.modules,
    budgetKiB: REALTIME_KIB,
  },
  {
    path: 'tours (after /dashboard)',
    modules: ['src/web/features/tours/load-tour-host.ts', 'src/web/features/tours/components/tour-host.tsx'],
    after: dashboard.modules,
    budgetKiB: TOURS_KIB,
  },
];

/** The projects feature's own project page: the router shows app/routes/project-detail.tsx instead. */
const notRouted = ['src/web/features/projects/routes/project-detail.tsx'];

/** Lazy modules that are screens of the router (everything else lazy loads inside a screen). */
export const isScreen = (src: string) =>
  !notRouted.includes(src) &&
  (/^src\/web\/app\/routes\/[^/]+\.tsx$/.test(src) ||
    /^src\/web\/features\/[^/]+\/routes\/[^/]+\.tsx$/.test(src));

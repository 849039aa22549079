/**
 * Initial-JS budget (runs in `npm test`, after `vite build`): prints every route's gzipped
 * initial JS against its budget and exits 1 when one is over, when a lazy screen of the build has
 * no row here, or when a row names a module the build no longer has.
 * Usage: `node --import tsx scripts/check-bundle-budget.ts [dist/web]`.
 *
 * Issue 10's limits: 150 KiB for the public shell and the sign-in screen, 200 KiB for the
 * signed-in landing screens (decisions 0013 and 0015). The other tiers hold the line where the
 * build stands: lower them as screens get lighter, never raise them to let a screen grow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../src/shared/paths';
import { BOOT_NAMESPACES } from '../src/web/lib/boot-namespaces';
import {
  formatTable,
  measureRoutes,
  unbudgetedScreens,
  type Build,
  type Manifest,
  type RouteBudget,
} from './bundle-budget';
import { NAMESPACES_FILE } from './i18n-namespaces';

/** Home, legal pages, not found, and the sign-in screen (issue 10: ≤ 150 KiB). */
const PUBLIC_KIB = 150;
/** Registration, password reset, OAuth callback, invitation. */
const AUTH_KIB = 160;
/** The two signed-in landing screens, /dashboard and /admin (issue 10: ≤ 200 KiB). */
const LANDING_KIB = 200;
/** Every other signed-in screen. */
const SIGNED_IN_KIB = 270;
/** /analytics: its first screen is charts. */
const CHARTS_KIB = 310;

const layout = (name: string) => `src/web/app/layouts/${name}.tsx`;
const screen = (name: string) => `src/web/app/routes/${name}.tsx`;
const feature = (name: string, route: string) => `src/web/features/${name}/routes/${route}.tsx`;

const publicRoute = (path: string, module: string): RouteBudget => ({
  path,
  modules: [layout('public-layout'), module],
  budgetKiB: PUBLIC_KIB,
});
const authRoute = (path: string, module: string, budgetKiB = AUTH_KIB): RouteBudget => ({
  path,
  modules: [layout('auth-layout'), module],
  budgetKiB,
});
/** Signed-in screens also count the saved preferences, loaded as soon as the session is known. */
const appRoute = (path: string, module: string, budgetKiB = SIGNED_IN_KIB): RouteBudget => ({
  path,
  modules: ['src/web/app/providers/saved-preferences.tsx', layout('app-layout'), module],
  budgetKiB,
});

/** Every screen of `src/web/app/router.tsx`, under the layout that wraps it. */
const routeBudgets: RouteBudget[] = [
  publicRoute(paths.home.path, screen('home')),
  publicRoute(paths.legal.privacy.path, screen('privacy')),
  publicRoute(paths.legal.terms.path, screen('terms')),
  publicRoute('(not found)', screen('not-found')),
  authRoute(paths.auth.login.path, screen('login'), PUBLIC_KIB),
  authRoute(paths.auth.register.path, screen('register')),
  authRoute(paths.auth.callback.path, screen('auth-callback')),
  authRoute(paths.auth.resetPassword.path, screen('reset-password')),
  authRoute(paths.auth.invite.path, feature('users-admin', 'invite')),
  appRoute(paths.app.dashboard.path, screen('dashboard'), LANDING_KIB),
  appRoute(paths.admin.dashboard.path, screen('admin-dashboard'), LANDING_KIB),
  appRoute(paths.app.profile.path, screen('profile')),
  appRoute(paths.app.settings.path, screen('settings')),
  appRoute(paths.admin.users.path, screen('users-admin')),
  appRoute(paths.app.projects.path, feature('projects', 'projects-list')),
  appRoute(paths.app.newProject.path, feature('projects', 'new-project')),
  appRoute(paths.app.projectDetail.path, screen('project-detail')),
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
  appRoute(paths.app.environment.path, feature('system', 'environment')),
];

/** The projects feature's own project page: the router shows app/routes/project-detail.tsx instead. */
const notRouted = ['src/web/features/projects/routes/project-detail.tsx'];

/** Lazy modules that are screens of the router (everything else lazy loads inside a screen). */
const isScreen = (src: string) =>
  !notRouted.includes(src) &&
  (/^src\/web\/app\/routes\/[^/]+\.tsx$/.test(src) ||
    /^src\/web\/features\/[^/]+\/routes\/[^/]+\.tsx$/.test(src));

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

function main(webRoot: string) {
  const manifest = readJson(path.join(webRoot, '.vite/manifest.json')) as Manifest;
  const build: Build = {
    manifest,
    namespaces: readJson(path.join(webRoot, NAMESPACES_FILE)) as Build['namespaces'],
    bundledNamespaces: BOOT_NAMESPACES,
  };
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const figures = measureRoutes(build, routeBudgets, gzipSize);
  console.log(formatTable(figures));
  const problems = [
    ...figures.filter((f) => !f.ok).map((f) => `${f.path} is over its budget of ${f.budgetKiB} KiB`),
    ...unbudgetedScreens(manifest, routeBudgets, isScreen).map(
      (key) => `${key} is a screen with no budget (add it to scripts/check-bundle-budget.ts)`,
    ),
  ];
  if (problems.length > 0) {
    console.error(`\nBundle budget failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main(path.resolve(process.argv[2] ?? 'dist/web'));

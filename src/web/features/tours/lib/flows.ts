import type { Placement } from '@floating-ui/react';
import { paths } from '@/shared/paths';
import { tourSteps, type TourId } from '@/shared/tours';

/**
 * Where each step of each tour stands (docs/product.md#records-and-fields tutorial flow, #limits): its target on today's screens
 * (`data-tour` attributes and a few stable ones already there), the route it is shown on and
 * whether it may be skipped. Steps with a route move the user there first (1,000 ms delay). A
 * target may list fallbacks: the sidebar is hidden on phones, so its steps point at the menu
 * button there. `null` targets show the card in the middle of the screen.
 * The texts are in the `tours` namespace: `flows.<tour>.steps.<step>.{title,description,tipN}`.
 */
export interface TourStep {
  id: string;
  target: readonly string[] | null;
  placement: Placement;
  route?: string;
  skippable: boolean;
  tips: number;
}

export type TourFlow = { id: TourId; steps: readonly TourStep[] };

const title = '#main-content h1';
const navigation = ['[data-tour="navigation"]', '[data-tour="menu-button"]'];
const nav = (id: string) => [`[data-tour="nav-${id}"]`, title];

const step = (
  id: string,
  target: readonly string[] | null,
  placement: Placement,
  extra: Partial<Omit<TourStep, 'id' | 'target' | 'placement'>> = {},
): TourStep => ({ id, target, placement, skippable: true, tips: 0, ...extra });

const flows: { [K in TourId]: readonly TourStep[] } = {
  'welcome-tour': [
    step('welcome', null, 'bottom', { skippable: false, tips: 1 }),
    step('navigation', navigation, 'right', { tips: 1 }),
    step('notifications', ['[data-tour="notifications"]'], 'bottom'),
    step('theme', ['[data-tour="theme"]'], 'bottom'),
    step('account', ['[data-tour="account"]'], 'bottom-end'),
    step('help', ['[data-tour="help"]'], 'bottom-end', { skippable: false, tips: 1 }),
  ],
  'project-management-tour': [
    step('projects', ['[data-tour="projects-browser"]'], 'top', { route: paths.admin.projects.getHref() }),
    step('filters', ['[data-tour="projects-toolbar"]'], 'bottom', { tips: 1 }),
    step('create', ['[data-tour="new-project"]'], 'bottom-end'),
    step('phases-tasks', [title], 'bottom', { route: paths.admin.phasesTasks.getHref(), tips: 1 }),
    step('approvals', nav('aprobar-proyectos'), 'right', { route: paths.admin.approvals.getHref() }),
    step('tickets', nav('tickets'), 'right', { route: paths.admin.tickets.getHref(), skippable: false }),
  ],
  'advanced-features-tour': [
    step('assistant', [title], 'bottom', { route: paths.admin.websyAi.getHref(), tips: 1 }),
    step('calendar', [title], 'bottom', { route: paths.app.calendar.getHref() }),
    step('reports', [title], 'bottom', { route: paths.app.reports.getHref(), tips: 1 }),
    step('analytics', [title], 'bottom', { route: paths.app.analytics.getHref() }),
    step('integrations', nav('integraciones'), 'right', {
      route: paths.admin.dashboard.getHref(),
      skippable: false,
    }),
  ],
  'support-help': [
    step('support', [title], 'bottom', { route: paths.app.support.getHref() }),
    step('new-ticket', ['[data-tour="new-ticket"]'], 'top', { tips: 2 }),
    step('tickets', ['[data-tour="tickets"]', title], 'top'),
    step('help', ['[data-tour="help"]'], 'bottom-end', { skippable: false, tips: 1 }),
  ],
  'projects-page-tour': [
    step('toolbar', ['[data-tour="projects-toolbar"]'], 'bottom', { route: paths.app.projects.getHref() }),
    step('search', ['[data-tour="projects-search"]'], 'bottom', { tips: 1 }),
    step('create', ['[data-tour="new-project"]'], 'bottom-end'),
    step('list', ['[data-tour="projects-browser"]'], 'top', { skippable: false }),
  ],
  'profile-page-tour': [
    step('profile', [title], 'bottom', { route: paths.app.profile.getHref() }),
    step('details', ['[data-tour="profile-form"]'], 'top', { tips: 1 }),
    step('password', ['[data-tour="profile-password"]'], 'top', { tips: 1 }),
    step('github', ['[data-tour="profile-github"]'], 'top', { skippable: false }),
  ],
  'analytics-tour': [
    step('overview', [title], 'bottom', { route: paths.app.analytics.getHref() }),
    step('status', ['[data-chart="projectsByStatus"]'], 'top', { tips: 1 }),
    step('monthly', ['[data-chart="projectsPerMonth"]'], 'top'),
    step('technologies', ['[data-chart="technologies"]'], 'top', { skippable: false }),
  ],
  'client-welcome-tour': [
    step('welcome', [title], 'bottom', { route: paths.app.dashboard.getHref(), skippable: false, tips: 1 }),
    step('search', ['[data-tour="dashboard-projects"]'], 'top'),
    step('projects', ['[data-tour="projects-browser"]'], 'top', { route: paths.app.projects.getHref() }),
    step('create', ['[data-tour="new-project"]'], 'bottom-end', { tips: 1 }),
    step('notifications', ['[data-tour="notifications"]'], 'bottom'),
    step('help', ['[data-tour="help"]'], 'bottom-end', { skippable: false, tips: 1 }),
  ],
  'client-projects-tour': [
    step('projects', ['[data-tour="projects-browser"]'], 'top', { route: paths.app.projects.getHref() }),
    step('search', ['[data-tour="projects-search"]'], 'bottom', { tips: 1 }),
    step('create', ['[data-tour="new-project"]'], 'bottom-end'),
    step('phases', [title], 'bottom', { route: paths.app.phasesTasks.getHref(), skippable: false }),
  ],
};

export function flowOf(id: TourId): TourFlow {
  return { id, steps: flows[id] };
}

/** Every flow, for the tests: the step ids must be the shared list's, in its order. */
export const allFlows = (Object.keys(tourSteps) as TourId[]).map(flowOf);

/** The first element on the page among a step's targets that is shown (laid out), if any. */
export function findTarget(selectors: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const selector of selectors) {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (element.getClientRects().length > 0) return element;
    }
  }
  return null;
}

/** Whether the user is where a step wants them (path, and hash when the route names one). */
export function isAt(route: string, location: { pathname: string; hash: string }): boolean {
  const [path, hash] = route.split('#');
  return location.pathname === path && (hash === undefined || location.hash === `#${hash}`);
}

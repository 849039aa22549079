import {
  BarChart3,
  Bot,
  CheckSquare,
  CreditCard,
  FolderKanban,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Plug,
  Settings,
  Ticket,
  User,
  UserCog,
  Users,
  Wallet,
  Bell,
  Calendar,
  FileBarChart,
} from 'lucide-react';
import type { Role } from '@/shared/schemas/profile';
import { paths } from '@/shared/paths';

/**
 * The sidebars of SPEC §2 as data. An entry is shown only once its screen exists: flip
 * `enabled` when the screen lands (and register its route in `router.tsx`). A section's heading
 * is shown only when it has at least one enabled entry.
 */
export interface NavItem {
  id: string;
  /** Key in the `shell` namespace. */
  labelKey: string;
  href: string;
  icon: LucideIcon;
  enabled: boolean;
  /** Match the path exactly (dashboards) instead of by prefix. */
  end?: boolean;
  /** Badge from the admin counts (SPEC §2: loaded once on entry). */
  count?: 'users' | 'projects' | 'pending_approvals' | 'tickets' | 'payments';
  /** Badge of the viewer's unread chat messages over every project (issue 11). */
  unread?: 'chat';
  /** The 'AI' badge of Websy AI (SPEC §2). */
  ai?: true;
}

export interface NavSection {
  id: string;
  /** Key in the `shell` namespace; untitled sections have none. */
  titleKey?: string;
  items: NavItem[];
}

/**
 * The client's sidebar. Built when asked, not when this module runs: the shell's chunks import
 * each other, and an icon of another chunk may not be set yet while this one runs.
 */
export const clientNavigation = (): NavSection[] => [
  {
    id: 'main',
    titleKey: 'nav.sections.main',
    items: [
      {
        id: 'dashboard',
        labelKey: 'nav.dashboard',
        href: paths.app.dashboard.getHref(),
        icon: LayoutDashboard,
        enabled: true,
        end: true,
      },
      {
        id: 'projects',
        labelKey: 'nav.projects',
        href: paths.app.projects.getHref(),
        icon: FolderKanban,
        enabled: true,
        unread: 'chat',
      },
      {
        id: 'phases-tasks',
        labelKey: 'nav.phasesTasks',
        href: paths.app.phasesTasks.getHref(),
        icon: ListChecks,
        enabled: true,
      },
      {
        id: 'calendar',
        labelKey: 'nav.calendar',
        href: paths.app.calendar.getHref(),
        icon: Calendar,
        enabled: true,
      },
      // Issue 12: clients use Websy AI too (SPEC §2 puts it behind the first guard only).
      {
        id: 'websy-ai',
        labelKey: 'nav.admin.websyAi',
        href: paths.admin.websyAi.getHref(),
        icon: Bot,
        enabled: true,
        ai: true,
      },
      {
        id: 'reports',
        labelKey: 'nav.reports',
        href: paths.app.reports.getHref(),
        icon: FileBarChart,
        enabled: true,
      },
    ],
  },
  {
    id: 'personal',
    titleKey: 'nav.sections.personal',
    items: [
      {
        id: 'profile',
        labelKey: 'nav.profile',
        href: paths.app.profile.getHref(),
        icon: User,
        enabled: true,
      },
      {
        id: 'billing',
        labelKey: 'nav.billing',
        href: paths.app.billing.getHref(),
        icon: CreditCard,
        enabled: true,
      },
    ],
  },
  {
    id: 'support',
    titleKey: 'nav.sections.support',
    items: [
      {
        id: 'support',
        labelKey: 'nav.support',
        href: paths.app.support.getHref(),
        icon: LifeBuoy,
        enabled: true,
      },
      {
        id: 'settings',
        labelKey: 'nav.settings',
        href: paths.app.settings.getHref(),
        icon: Settings,
        enabled: true,
      },
    ],
  },
];

/** The admin's sidebar, built when asked (see `clientNavigation`). */
export const adminNavigation = (): NavSection[] => [
  {
    id: 'admin',
    titleKey: 'nav.sections.admin',
    items: [
      {
        id: 'dashboard',
        labelKey: 'nav.admin.dashboard',
        href: paths.admin.dashboard.getHref(),
        icon: LayoutDashboard,
        enabled: true,
        end: true,
      },
      {
        id: 'usuarios',
        labelKey: 'nav.admin.users',
        href: paths.admin.dashboard.getHref('usuarios'),
        icon: Users,
        enabled: true,
        count: 'users',
      },
      {
        id: 'proyectos',
        labelKey: 'nav.admin.projects',
        href: paths.admin.projects.getHref(),
        icon: FolderKanban,
        enabled: true,
        count: 'projects',
        unread: 'chat',
      },
      {
        id: 'websy-ai',
        labelKey: 'nav.admin.websyAi',
        href: paths.admin.websyAi.getHref(),
        icon: Bot,
        enabled: true,
        ai: true,
      },
      {
        id: 'fases-tareas',
        labelKey: 'nav.admin.phasesTasks',
        href: paths.admin.phasesTasks.getHref(),
        icon: ListChecks,
        enabled: true,
      },
      {
        id: 'calendario',
        labelKey: 'nav.calendar',
        href: paths.app.calendar.getHref(),
        icon: Calendar,
        enabled: true,
      },
      {
        id: 'aprobar-proyectos',
        labelKey: 'nav.admin.approvals',
        href: paths.admin.dashboard.getHref('aprobar-proyectos'),
        icon: CheckSquare,
        enabled: true,
        count: 'pending_approvals',
      },
      {
        id: 'tickets',
        labelKey: 'nav.admin.tickets',
        href: paths.admin.dashboard.getHref('tickets'),
        icon: Ticket,
        enabled: true,
        count: 'tickets',
      },
      {
        id: 'pagos',
        labelKey: 'nav.admin.payments',
        href: paths.admin.payments.getHref(),
        icon: Wallet,
        enabled: true,
        count: 'payments',
      },
      {
        id: 'equipo',
        labelKey: 'nav.admin.team',
        href: paths.admin.dashboard.getHref('equipo'),
        icon: UserCog,
        enabled: true,
      },
    ],
  },
  {
    id: 'analytics',
    titleKey: 'nav.sections.analytics',
    items: [
      {
        id: 'advanced-analytics',
        labelKey: 'nav.admin.analytics',
        href: paths.admin.dashboard.getHref('advanced-analytics'),
        icon: BarChart3,
        enabled: true,
      },
      {
        id: 'reports',
        labelKey: 'nav.reports',
        href: paths.app.reports.getHref(),
        icon: FileBarChart,
        enabled: true,
      },
      {
        id: 'integraciones',
        labelKey: 'nav.admin.integrations',
        href: paths.admin.dashboard.getHref('integraciones'),
        icon: Plug,
        enabled: true,
      },
    ],
  },
  {
    id: 'system',
    titleKey: 'nav.sections.system',
    items: [
      {
        id: 'notifications',
        labelKey: 'nav.admin.notifications',
        href: paths.admin.dashboard.getHref('notifications'),
        icon: Bell,
        enabled: true,
      },
      {
        id: 'settings',
        labelKey: 'nav.settings',
        href: paths.app.settings.getHref(),
        icon: Settings,
        enabled: true,
      },
    ],
  },
];

export function navigationFor(role: Role): NavSection[] {
  return role === 'admin' ? adminNavigation() : clientNavigation();
}

/** Sections with only their enabled entries; empty sections are dropped. */
export function visibleNavigation(sections: NavSection[]): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => item.enabled) }))
    .filter((section) => section.items.length > 0);
}

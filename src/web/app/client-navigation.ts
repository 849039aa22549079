import {
  Bot,
  Calendar,
  CreditCard,
  FileBarChart,
  FolderKanban,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Settings,
  User,
} from 'lucide-react';
import { paths } from '@/shared/paths';
import type { NavSection } from './navigation';

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
      // Decision 0022: clients use Websy AI too (docs/product.md#screens-and-navigation puts it behind the first guard only).
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

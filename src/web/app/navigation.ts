import type { LucideIcon } from 'lucide-react';
import type { Role } from '@/shared/schemas/profile';
import { adminNavigation } from './admin-navigation';
import { clientNavigation } from './client-navigation';

/**
 * The sidebars of docs/product.md#screens-and-navigation as data. An entry is shown only once its screen exists: flip
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
  /** Badge from the admin counts (docs/product.md#screens-and-navigation: loaded once on entry). */
  count?: 'users' | 'projects' | 'pending_approvals' | 'tickets' | 'payments';
  /** Badge of the viewer's unread chat messages over every project (decision 0017). */
  unread?: 'chat';
  /** The 'AI' badge of Websy AI (docs/product.md#screens-and-navigation). */
  ai?: true;
}

export interface NavSection {
  id: string;
  /** Key in the `shell` namespace; untitled sections have none. */
  titleKey?: string;
  items: NavItem[];
}

export function navigationFor(role: Role): NavSection[] {
  return role === 'admin' ? adminNavigation() : clientNavigation();
}

/** Sections with only their enabled entries; empty sections are dropped. */
export function visibleNavigation(sections: NavSection[]): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => item.enabled) }))
    .filter((section) => section.items.length > 0);
}

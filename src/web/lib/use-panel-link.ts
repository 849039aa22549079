import { panelHrefOf } from '@/shared/paths';
import { useMe } from '@/web/lib/api/get-me';

/**
 * Whether the visitor of a public page is signed in, and where their panel is. Only the links that
 * depend on it read it: public pages are prerendered for an anonymous visitor, and when the session
 * check answers after hydration only those links are drawn again, not the whole page.
 */
export function usePanelLink(): { signedIn: boolean; panelHref: string } {
  const { data: user } = useMe();
  return {
    signedIn: !!user,
    panelHref: panelHrefOf(user?.role ?? 'user'),
  };
}

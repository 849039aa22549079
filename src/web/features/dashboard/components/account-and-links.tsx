import type { Profile } from '@/shared/schemas/profile';
import { ServerPart } from '@/web/components/server-part';
import { AccountSummaryCard } from './account-summary-card';
import { QuickLinks, type QuickLink } from './quick-links';

/** Both dashboards' account card and shortcuts, side by side on large screens; each its own part. */
export function AccountAndLinks({ user, links }: { user: Profile; links: QuickLink[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <ServerPart name="account">
        <AccountSummaryCard user={user} />
      </ServerPart>
      <ServerPart name="quick-links">
        <QuickLinks links={links} />
      </ServerPart>
    </div>
  );
}

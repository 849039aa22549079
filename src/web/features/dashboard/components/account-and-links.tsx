import type { Profile } from '@/shared/schemas/profile';
import { AccountSummaryCard } from './account-summary-card';
import { QuickLinks, type QuickLink } from './quick-links';

/** Both dashboards' account card and shortcuts, side by side on large screens; each its own part. */
export function AccountAndLinks({ user, links }: { user: Profile; links: QuickLink[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <AccountSummaryCard user={user} />
      <QuickLinks links={links} />
    </div>
  );
}

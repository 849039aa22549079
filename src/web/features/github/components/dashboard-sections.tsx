import type { GithubDashboard } from '@/shared/schemas/github';
import type { SectionId } from '../lib/sections';
import { ContributionsCard } from './contributions-card';
import { LanguagesCard } from './languages-card';
import { ProfileCard } from './profile-card';
import { ReposCard } from './repos-card';
import { StatsCard } from './stats-card';

/**
 * The loaded dashboard: one column on mobile, two on tablets, three on desktops (docs/product.md#screens-and-navigation).
 * Languages, repositories and statistics show only when there is data; on mobile, only the
 * sections the drawer leaves on (`visible`; null shows them all).
 */
export function DashboardSections({
  dashboard,
  visible,
}: {
  dashboard: GithubDashboard;
  visible: Record<SectionId, boolean> | null;
}) {
  const on = (section: SectionId) => visible === null || visible[section];
  const hasStats = Object.values(dashboard.stats).some((n) => n > 0);
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {on('profile') && <ProfileCard profile={dashboard.profile} />}
      {on('stats') && hasStats && (
        <div className="lg:col-span-2">
          <StatsCard stats={dashboard.stats} />
        </div>
      )}
      {on('languages') && dashboard.languages.length > 0 && <LanguagesCard languages={dashboard.languages} />}
      {on('repos') && dashboard.featured_repositories.length > 0 && (
        <div className="md:col-span-2">
          <ReposCard repositories={dashboard.featured_repositories} />
        </div>
      )}
      {on('contributions') && (
        <div className="md:col-span-2 lg:col-span-3">
          <ContributionsCard contributions={dashboard.contributions} />
        </div>
      )}
    </div>
  );
}

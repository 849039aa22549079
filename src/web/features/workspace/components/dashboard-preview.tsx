import { LayoutDashboard } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSettings, DashboardWidget } from '@/shared/schemas/dashboard';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/block-states';
import { HelpWidget } from './widgets/help-widget';
import { ProjectsWidget } from './widgets/projects-widget';
import { StatsWidget } from './widgets/stats-widget';
import { TeamWidget } from './widgets/team-widget';

const WIDGETS: Record<DashboardWidget, ComponentType<{ wide: boolean }>> = {
  projects: ProjectsWidget,
  stats: StatsWidget,
  team: TeamWidget,
  help: HelpWidget,
};

/** The chosen widgets with live data, in the chosen order; wide ones take both columns on large screens. */
export function DashboardPreview({
  settings,
  onShowAll,
}: {
  settings: DashboardSettings;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('workspace');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('custom.preview.title')}
      </h2>
      {settings.widgets.length === 0 ? (
        <EmptyState
          size="sm"
          icon={LayoutDashboard}
          action={
            <Button size="sm" onClick={onShowAll}>
              {t('custom.preview.showAll')}
            </Button>
          }
        >
          {t('custom.preview.empty')}
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" data-testid="dashboard-widgets">
          {settings.widgets.map((widget) => {
            const Widget = WIDGETS[widget];
            return <Widget key={widget} wide={settings.sizes[widget] === 'wide'} />;
          })}
        </div>
      )}
    </section>
  );
}

import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { ActiveProjectsBlock } from '../components/active-projects-block';
import { ActivityBlock } from '../components/activity-block';
import { TasksDueBlock } from '../components/tasks-due-block';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'workspace:title' };

/** /workspace (any signed-in user): active projects, tasks due this week, recent activity. */
export function Component() {
  const { t } = useTranslation('workspace');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.app.dashboardCustom.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              {t('customize')}
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <ActiveProjectsBlock className="lg:col-span-3" />
        <TasksDueBlock className="lg:col-span-2" />
      </div>
      <ActivityBlock />
    </div>
  );
}

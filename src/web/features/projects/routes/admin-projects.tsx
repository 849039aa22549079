import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { ApprovalsSection } from '../components/approvals-section';
import { ProjectsBrowser } from '../components/projects-browser';
import { ProjectsStats } from '../components/projects-stats';
import { WithViewer } from '../components/with-viewer';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'projects:titles.admin' };

/** /admin/proyectos (admins): every project, the counts, and the oldest pending approvals. */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <WithViewer>
      {(viewer) => (
        <div className="space-y-6">
          <PageHeader
            title={t('admin.title')}
            description={t('admin.description')}
            actions={
              <Button asChild>
                <Link to={paths.app.newProject.getHref()}>
                  <Plus aria-hidden="true" />
                  {t('list.create')}
                </Link>
              </Button>
            }
          />
          <ProjectsStats />
          <ApprovalsSection limit={3} />
          <section aria-labelledby="all-projects-title" className="grid grid-cols-1 gap-4">
            <h2 id="all-projects-title" className="text-lg font-semibold">
              {t('admin.allProjects')}
            </h2>
            <ProjectsBrowser viewer={viewer} showOwner canCreate />
          </section>
        </div>
      )}
    </WithViewer>
  );
}

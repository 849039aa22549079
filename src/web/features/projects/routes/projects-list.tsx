import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { ProjectsBrowser } from '../components/projects-browser';
import { WithViewer } from '../components/with-viewer';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'projects:titles.list' };

/** /proyectos: a client's own projects; an admin sees every project. */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <WithViewer>
      {(viewer) => (
        <div className="space-y-6">
          <PageHeader
            title={t('list.title')}
            description={viewer.role === 'admin' ? t('list.descriptionAdmin') : t('list.description')}
            actions={
              <Button asChild>
                <Link to={paths.app.newProject.getHref()}>
                  <Plus aria-hidden="true" />
                  {t('list.create')}
                </Link>
              </Button>
            }
          />
          <ProjectsBrowser viewer={viewer} showOwner={viewer.role === 'admin'} canCreate />
        </div>
      )}
    </WithViewer>
  );
}

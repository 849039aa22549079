import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { ProjectForm } from '../components/project-form';
import { WithViewer } from '../components/with-viewer';

export const handle = { titleKey: 'projects:titles.create' };

/** /proyectos/nuevo */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <WithViewer>
      {(viewer) => (
        <div className="space-y-6">
          <PageHeader title={t('form.title')} description={t('form.pageDescription')} />
          <ProjectForm isAdmin={viewer.role === 'admin'} />
        </div>
      )}
    </WithViewer>
  );
}

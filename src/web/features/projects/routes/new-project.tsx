import { useTranslation } from 'react-i18next';
import { ProjectForm } from '../components/project-form';
import { ProjectsPage } from '../components/projects-page';

export const handle = { titleKey: 'projects:titles.create' };

/** /proyectos/nuevo */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('form.title')} description={t('form.pageDescription')}>
      {(viewer) => <ProjectForm isAdmin={viewer.role === 'admin'} />}
    </ProjectsPage>
  );
}

import { useTranslation } from 'react-i18next';
import { ProjectsBrowser } from '../components/projects-browser';
import { ProjectsPage } from '../components/projects-page';

export const handle = { titleKey: 'projects:titles.list' };

/** /proyectos: a client's own projects; an admin sees every project. */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage
      title={t('list.title')}
      description={(viewer) => (viewer.role === 'admin' ? t('list.descriptionAdmin') : t('list.description'))}
      canCreate
    >
      {(viewer) => <ProjectsBrowser viewer={viewer} showOwner={viewer.role === 'admin'} canCreate />}
    </ProjectsPage>
  );
}

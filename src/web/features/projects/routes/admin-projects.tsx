import { useTranslation } from 'react-i18next';
import { ApprovalsSection } from '../components/approvals-section';
import { ProjectsBrowser } from '../components/projects-browser';
import { ProjectsPage } from '../components/projects-page';
import { ProjectsStats } from '../components/projects-stats';

export const handle = { titleKey: 'projects:titles.admin' };

/** /admin/proyectos (admins): every project, the counts, and the oldest pending approvals. */
export function Component() {
  const { t } = useTranslation('projects');
  return (
    <ProjectsPage title={t('admin.title')} description={t('admin.description')} canCreate>
      {(viewer) => (
        <>
          <ProjectsStats />
          <ApprovalsSection limit={3} />
          <section aria-labelledby="all-projects-title" className="grid grid-cols-1 gap-4">
            <h2 id="all-projects-title" className="text-lg font-semibold">
              {t('admin.allProjects')}
            </h2>
            <ProjectsBrowser viewer={viewer} showOwner canCreate />
          </section>
        </>
      )}
    </ProjectsPage>
  );
}

import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { useProjects } from '../api/list-projects';
import { EmptyState } from '@/web/components/block-states';
import { ProjectsBrowser } from '../components/projects-browser';
import { WithViewer } from '../components/with-viewer';
import { paths } from '@/shared/paths';

export const handle = { titleKey: 'projects:titles.byUser' };

const uuid = z.uuid();

function Owner({ userId }: { userId: string }) {
  const { t } = useTranslation('projects');
  // The owner's name comes with their projects.
  const { data } = useProjects({ created_by: userId, page: 1, limit: 1 });
  const owner = data?.projects[0]?.owner;
  return (
    <>{owner ? t('byUser.title', { name: owner.full_name || owner.email }) : t('byUser.titleUnknown')}</>
  );
}

/** /proyectos/:userId (admins): one user's projects. */
export function Component() {
  const { t } = useTranslation('projects');
  const { userId = '' } = useParams();
  const valid = uuid.safeParse(userId).success;
  return (
    <WithViewer>
      {(viewer) => (
        <div className="space-y-6">
          <PageHeader
            title={valid ? <Owner userId={userId} /> : t('byUser.invalid')}
            description={t('byUser.description')}
          />
          {valid ? (
            <ProjectsBrowser
              viewer={viewer}
              createdBy={userId}
              showOwner={false}
              canCreate={false}
              emptyDescription={t('byUser.empty')}
            />
          ) : (
            <EmptyState
              icon={UserX}
              title={t('byUser.invalidDescription')}
              action={
                <Button asChild>
                  <Link to={paths.admin.projects.getHref()}>{t('byUser.toAll')}</Link>
                </Button>
              }
            />
          )}
        </div>
      )}
    </WithViewer>
  );
}

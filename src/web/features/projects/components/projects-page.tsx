import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Profile } from '@/shared/schemas/profile';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { WithViewer } from './with-viewer';

/** "Nuevo proyecto": to the creation form. */
export function NewProjectButton() {
  const { t } = useTranslation('projects');
  return (
    <Button asChild data-tour="new-project">
      <Link to={paths.app.newProject.getHref()}>
        <Plus aria-hidden="true" />
        {t('list.create')}
      </Link>
    </Button>
  );
}

/**
 * A projects page for the signed-in viewer: its header (with "Nuevo proyecto" when `canCreate`),
 * then `children(viewer)`.
 */
export function ProjectsPage({
  title,
  description,
  canCreate = false,
  children,
}: {
  title: string;
  description: string | ((viewer: Profile) => string);
  canCreate?: boolean;
  children: (viewer: Profile) => ReactNode;
}) {
  return (
    <WithViewer>
      {(viewer) => (
        <div className="space-y-6">
          <PageHeader
            title={title}
            description={typeof description === 'string' ? description : description(viewer)}
            actions={canCreate ? <NewProjectButton /> : undefined}
          />
          {children(viewer)}
        </div>
      )}
    </WithViewer>
  );
}

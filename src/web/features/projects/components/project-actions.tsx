import { Check, ListChecks, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { LazyViewAsButton } from '@/web/components/lazy-view-as-button';
import { Button } from '@/web/components/ui/button';
import { isOwner, type Viewer } from '../lib/ownership';
import type { Decision } from './decision-dialog';

/** The project page's header actions, each shown when the viewer may use it. */
export function ProjectActions({
  project,
  viewer,
  collaboration,
  onDecide,
  onEdit,
  onDelete,
}: {
  project: ProjectDetail;
  viewer: Viewer;
  /** The way into the project's collaboration space, when the app composes it in. */
  collaboration: ReactNode;
  onDecide: (decision: Decision) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('projects');
  // "Ver como cliente" for the project's owner (docs/decisions/0054); the server refuses an owner
  // who is no active client.
  const owner =
    viewer.role === 'admin' && project.owner && project.owner.id !== viewer.id ? project.owner : null;
  return (
    <>
      {owner && (
        <LazyViewAsButton
          client={{ id: owner.id, name: owner.full_name || owner.email, email: owner.email }}
        />
      )}
      {collaboration}
      {project.can.decide && project.approval_status !== 'approved' && (
        <Button onClick={() => onDecide('approve')}>
          <Check aria-hidden="true" />
          {t('decision.approve.action')}
        </Button>
      )}
      {project.can.decide && project.approval_status !== 'rejected' && (
        <Button variant="outline" onClick={() => onDecide('reject')}>
          <X aria-hidden="true" />
          {t('decision.reject.action')}
        </Button>
      )}
      {project.can.managePhases && (
        <Button variant="outline" asChild>
          <Link to={paths.admin.phasesTasks.getHref(project.id)}>
            <ListChecks aria-hidden="true" />
            {t('detail.managePhases')}
          </Link>
        </Button>
      )}
      {project.can.update && (
        <Button variant="outline" onClick={() => onEdit()}>
          <Pencil aria-hidden="true" />
          {t('edit.action')}
        </Button>
      )}
      {/* Owners always see it: the dialog explains when it is not possible yet. */}
      {(project.can.delete || isOwner(viewer, project)) && (
        <Button
          variant="ghost"
          className="text-destructive-text hover:text-destructive-text"
          onClick={() => onDelete()}
        >
          <Trash2 aria-hidden="true" />
          {t('delete.action')}
        </Button>
      )}
    </>
  );
}

import { Check, Eye, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/shared/schemas/projects';
import { RowMenu } from '@/web/components/row-menu';
import { isOwner } from '../lib/ownership';
import { paths } from '@/shared/paths';
import type { Decision } from './decision-dialog';

export interface RowActionHandlers {
  onDecide: (project: Project, decision: Decision) => void;
  onDelete: (project: Project) => void;
}

/** The row menu: open, approve / reject (admins), delete (admins; owners, explained when not possible). */
export function ProjectRowActions({
  project,
  viewer,
  handlers,
}: {
  project: Project;
  viewer: { id: string; role: 'admin' | 'user' };
  handlers: RowActionHandlers;
}) {
  const { t } = useTranslation('projects');
  // Owners always see the action: the dialog explains when it is not possible yet.
  const canDelete = project.can.delete || isOwner(viewer, project);
  return (
    <RowMenu
      label={t('list.actions.menu', { name: project.name })}
      actions={[
        { label: t('list.actions.view'), icon: Eye, to: paths.app.projectDetail.getHref(project.id) },
        project.can.decide &&
          project.approval_status !== 'approved' && {
            label: t('decision.approve.action'),
            icon: Check,
            onSelect: () => handlers.onDecide(project, 'approve'),
          },
        project.can.decide &&
          project.approval_status !== 'rejected' && {
            label: t('decision.reject.action'),
            icon: X,
            onSelect: () => handlers.onDecide(project, 'reject'),
          },
        canDelete && {
          label: t('delete.action'),
          icon: Trash2,
          onSelect: () => handlers.onDelete(project),
          destructive: true,
        },
      ]}
    />
  );
}

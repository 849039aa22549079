import { Check, Eye, MoreHorizontal, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { isOwner } from '../lib/permissions';
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
  const isAdmin = viewer.role === 'admin';
  // Owners always see the action: the dialog explains when it is not possible yet.
  const canDelete = isAdmin || isOwner(viewer, project);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('list.actions.menu', { name: project.name })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={paths.app.projectDetail.getHref(project.id)}>
            <Eye aria-hidden="true" />
            {t('list.actions.view')}
          </Link>
        </DropdownMenuItem>
        {isAdmin && project.approval_status !== 'approved' && (
          <DropdownMenuItem onSelect={() => handlers.onDecide(project, 'approve')}>
            <Check aria-hidden="true" />
            {t('decision.approve.action')}
          </DropdownMenuItem>
        )}
        {isAdmin && project.approval_status !== 'rejected' && (
          <DropdownMenuItem onSelect={() => handlers.onDecide(project, 'reject')}>
            <X aria-hidden="true" />
            {t('decision.reject.action')}
          </DropdownMenuItem>
        )}
        {canDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => handlers.onDelete(project)}>
              <Trash2 aria-hidden="true" />
              {t('delete.action')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

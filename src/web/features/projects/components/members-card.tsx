import { LogOut, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import type { ProjectMember } from '@/shared/schemas/members';
import type { ProjectCan } from '@/shared/schemas/projects';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UserAvatar } from '@/web/components/user-avatar';
import { notify } from '@/web/lib/toast';
import { useProjectMembers } from '../api/list-project-members';
import { useRemoveProjectMember } from '../api/remove-project-member';
import { useOnDemand } from '@/web/lib/use-on-demand';

type Viewer = { id: string; role: 'admin' | 'user' };

/** The add dialog (its form and schema) loads the first time it is opened. */
const loadAddMemberDialog = () => import('./add-member-dialog').then((module) => module.AddMemberDialog);

function MemberRow({
  member,
  viewer,
  canRemove,
  onRemove,
}: {
  member: ProjectMember;
  viewer: Viewer;
  canRemove: boolean;
  onRemove: (member: ProjectMember) => void;
}) {
  const { t } = useTranslation('projects');
  const name = member.full_name || member.email;
  const self = member.user_id === viewer.id;
  return (
    <li className="flex min-h-11 items-center gap-3 py-2">
      <UserAvatar user={{ ...member, has_real_avatar: Boolean(member.avatar_url) }} className="size-9" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {name}
          {self && <span className="text-muted-foreground"> · {t('members.you')}</span>}
        </p>
        <p className="truncate text-xs text-muted-foreground">{member.email}</p>
      </div>
      <Badge variant={member.kind === 'owner' ? 'accent' : 'outline'}>
        {t(`members.kind.${member.kind}`)}
      </Badge>
      {canRemove && member.kind !== 'owner' && !self && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('members.remove', { name })}
          title={t('members.remove', { name })}
          onClick={() => onRemove(member)}
        >
          <UserMinus aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * Colaboradores (decision 0017): the owner and the collaborators; the owner and the admins add by
 * e-mail and remove, a collaborator may leave. Loading, empty and error states.
 */
export function MembersCard({
  project,
  viewer,
}: {
  project: { id: string; name: string; can: Pick<ProjectCan, 'manageMembers'> };
  viewer: Viewer;
}) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const { data, isPending, error, refetch, isRefetching } = useProjectMembers(project.id);
  const remove = useRemoveProjectMember();
  const [adding, setAdding] = useState(false);
  const AddMemberDialog = useOnDemand(loadAddMemberDialog, adding);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const manages = project.can.manageMembers;
  const isCollaborator = Boolean(data?.members.some((m) => m.user_id === viewer.id && m.kind !== 'owner'));
  const full = data ? data.collaborators >= data.limit : false;

  const confirmRemove = () => {
    if (!removing) return;
    const name = removing.full_name || removing.email;
    remove.mutate(
      { projectId: project.id, userId: removing.user_id },
      {
        onSuccess: () => {
          notify.success(t('members.removed', { name }));
          setRemoving(null);
        },
      },
    );
  };
  const confirmLeave = () =>
    remove.mutate(
      { projectId: project.id, userId: viewer.id },
      {
        onSuccess: () => {
          notify.success(t('members.left'));
          setLeaving(false);
          void navigate(paths.app.projects.getHref(), { replace: true });
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('members.title')}</CardTitle>
        <CardDescription>
          {data
            ? t('members.count', { count: data.collaborators, max: data.limit })
            : t('members.description')}
        </CardDescription>
        {manages && (
          <CardAction>
            <Button size="sm" onClick={() => setAdding(true)} disabled={full}>
              <UserPlus aria-hidden="true" />
              {t('members.add')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <div aria-hidden="true" className="grid gap-3">
            {[0, 1].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-9 rounded-full" />
                <Skeleton className="h-4 w-40" />
              </div>
            ))}
          </div>
        ) : error || !data ? (
          <ErrorState
            size="sm"
            message={t('members.error')}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <>
            <ul className="divide-y" aria-label={t('members.title')}>
              {data.members.map((member) => (
                <MemberRow
                  key={member.user_id}
                  member={member}
                  viewer={viewer}
                  canRemove={manages}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
            {data.collaborators === 0 && (
              <EmptyState size="sm" icon={Users}>
                {manages ? t('members.empty') : t('members.emptyReadOnly')}
              </EmptyState>
            )}
            {isCollaborator && (
              <div>
                <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
                  <LogOut aria-hidden="true" />
                  {t('members.leave')}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      {manages && AddMemberDialog && (
        <AddMemberDialog projectId={project.id} open={adding} onOpenChange={setAdding} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('members.removeTitle', { name: removing?.full_name || removing?.email })}
        description={t('members.removeBody', { project: project.name })}
        confirmLabel={t('members.removeConfirm')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('members.leaveTitle', { project: project.name })}
        description={t('members.leaveBody')}
        confirmLabel={t('members.leaveConfirm')}
        onConfirm={confirmLeave}
        loading={remove.isPending}
      />
    </Card>
  );
}

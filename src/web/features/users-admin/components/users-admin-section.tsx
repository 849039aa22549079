import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import type { Role } from '@/shared/schemas/profile';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LazyViewAsButton } from '@/web/components/lazy-view-as-button';
import { notify } from '@/web/lib/toast';
import { useChangeRole, useSetActive, useUsers, type UsersFilter } from '../api/users';
import { InviteCard } from './invite-card';

function UsersCard({ selfId, userActions }: { selfId: string; userActions?: UserActions | undefined }) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<UsersFilter>({ search: '', role: '', status: '', page: 1 });
  const { data, isPending } = useUsers(filter);
  const changeRole = useChangeRole();
  const setActive = useSetActive();
  const [confirm, setConfirm] = useState<{ id: string; name: string } | null>(null);
  const update = (patch: Partial<UsersFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const from = data && data.total ? (data.page - 1) * data.limit + 1 : 0;
  const to = data ? Math.min(data.page * data.limit, data.total) : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ui.listTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
          <Input
            type="search"
            aria-label={t('ui.search')}
            placeholder={t('ui.search')}
            value={filter.search}
            onChange={(e) => update({ search: e.target.value })}
          />
          <NativeSelect
            aria-label={t('ui.role')}
            value={filter.role}
            onChange={(e) => update({ role: e.target.value as UsersFilter['role'] })}
          >
            <option value="">{t('ui.anyRole')}</option>
            <option value="user">{t('ui.roles.user')}</option>
            <option value="admin">{t('ui.roles.admin')}</option>
          </NativeSelect>
          <NativeSelect
            aria-label={t('ui.anyStatus')}
            value={filter.status}
            onChange={(e) => update({ status: e.target.value as UsersFilter['status'] })}
          >
            <option value="">{t('ui.anyStatus')}</option>
            <option value="active">{t('ui.active')}</option>
            <option value="deactivated">{t('ui.deactivated')}</option>
          </NativeSelect>
        </div>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : !data || data.users.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('ui.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {data.users.map((u) => {
              const name = u.full_name || u.email;
              const self = u.id === selfId;
              return (
                <li
                  key={u.id}
                  className="grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {name} {self && <span className="text-muted-foreground">({t('ui.you')})</span>}
                    </p>
                    <p className="truncate text-muted-foreground">
                      {u.email} · {t('ui.projects', { count: u.project_count })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={u.active ? 'secondary' : 'destructive'}>
                      {u.active ? t('ui.active') : t('ui.deactivated')}
                    </Badge>
                    <NativeSelect
                      aria-label={t('ui.roleFor', { name })}
                      value={u.role}
                      disabled={self || changeRole.isPending}
                      onChange={(e) =>
                        changeRole.mutate(
                          { id: u.id, role: e.target.value as Role },
                          { onSuccess: () => notify.success(t('ui.roleChanged')) },
                        )
                      }
                    >
                      <option value="user">{t('ui.roles.user')}</option>
                      <option value="admin">{t('ui.roles.admin')}</option>
                    </NativeSelect>
                    <Button size="sm" variant="outline" asChild>
                      <Link to={paths.app.userGithub.getHref(u.id)} aria-label={t('ui.viewGithub', { name })}>
                        {t('ui.github')}
                      </Link>
                    </Button>
                    {u.can.view_as && <LazyViewAsButton client={{ id: u.id, name, email: u.email }} />}
                    {userActions?.({ id: u.id, name })}
                    {!self &&
                      (u.active ? (
                        <Button size="sm" variant="outline" onClick={() => setConfirm({ id: u.id, name })}>
                          {t('ui.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            setActive.mutate(
                              { id: u.id, active: true },
                              { onSuccess: () => notify.success(t('ui.reactivatedToast')) },
                            )
                          }
                        >
                          {t('ui.reactivate')}
                        </Button>
                      ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {data && data.total > 0 && (
          <nav aria-label={t('ui.listTitle')} className="flex items-center justify-between gap-2 text-sm">
            <span className="tabular text-muted-foreground">
              {t('ui.range', { from, to, total: data.total })}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={data.page <= 1}
                onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('ui.previous')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={data.page >= data.totalPages}
                onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('ui.next')}
              </Button>
            </span>
          </nav>
        )}
        <ConfirmDialog
          open={confirm !== null}
          onOpenChange={(open) => !open && setConfirm(null)}
          title={t('ui.confirmDeactivate', { name: confirm?.name ?? '' })}
          description={t('ui.confirmDeactivateText')}
          confirmLabel={t('ui.deactivate')}
          loading={setActive.isPending}
          onConfirm={() =>
            confirm &&
            setActive.mutate(
              { id: confirm.id, active: false },
              {
                onSuccess: () => {
                  notify.success(t('ui.deactivatedToast'));
                  setConfirm(null);
                },
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}

/** More actions on a person's row, composed by the app from other features (their API tokens). */
export type UserActions = (user: { id: string; name: string }) => ReactNode;

/** /admin#usuarios, /admin/users and /user-management: accounts, roles, deactivation, invitations. */
export function UsersAdminSection({ selfId, userActions }: { selfId: string; userActions?: UserActions }) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-6">
      <PageHeader title={t('ui.title')} description={t('ui.description')} />
      <InviteCard />
      <UsersCard selfId={selfId} userActions={userActions} />
    </div>
  );
}

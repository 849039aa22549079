import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/block-states';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UserAvatar } from '@/web/components/user-avatar';
import { useRelativeTime } from '@/web/lib/use-formatters';
import { useChatMembers, usePresence } from '../api/list-people';

/** Who is on the project (owner, then collaborators) and who of them is online now. */
export function PeoplePane({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['collaboration', 'projects']);
  const relativeTime = useRelativeTime();
  const { data, isPending, error, refetch, isRefetching } = useChatMembers(projectId);
  const { data: presence } = usePresence();
  if (isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  if (error || !data)
    return <ErrorState message={t('people.error')} onRetry={() => void refetch()} retrying={isRefetching} />;
  const statusOf = (userId: string) => presence?.presence.find((p) => p.user_id === userId);
  return (
    <section aria-labelledby="people-title" className="rounded-xl border bg-card p-4">
      <h2 id="people-title" className="mb-3 text-base font-semibold">
        {t('people.title')}
      </h2>
      <ul className="divide-y">
        {data.members.map((member) => {
          const status = statusOf(member.user_id);
          const online = status?.status === 'online';
          return (
            <li key={member.user_id} className="flex items-center gap-3 py-3" data-testid="person">
              <UserAvatar
                user={{ ...member, has_real_avatar: Boolean(member.avatar_url) }}
                className="size-10"
                ring={online ? 'online' : 'offline'}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{member.full_name || member.email}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {t(`projects:members.kind.${member.kind}`)} ·{' '}
                  {online
                    ? t('people.online')
                    : status
                      ? t('people.lastSeen', { when: relativeTime(status.last_seen) })
                      : t('people.offline')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">{t('people.agency')}</p>
    </section>
  );
}

import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/web/components/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { useStaff } from '@/web/lib/api/list-staff';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { BlockSkeleton } from '../block-states';
import { WidgetFrame } from './widget-frame';

/** The agency's people who work on the projects, with their skills. */
export function TeamWidget({ wide }: { wide: boolean }) {
  const { t } = useTranslation('workspace');
  const { data, isPending, isError, refetch, isRefetching } = useStaff();
  return (
    <WidgetFrame widget="team" title={t('widgets.team.name')} icon={Users} wide={wide}>
      {isPending ? (
        <BlockSkeleton label={t('widgets.team.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('widgets.team.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.length === 0 ? (
        <EmptyState size="sm" icon={Users}>
          {t('widgets.team.empty')}
        </EmptyState>
      ) : (
        <ul className={cn('grid gap-3', wide && 'lg:grid-cols-2')}>
          {data.map((member) => (
            <li key={member.id} className="flex min-w-0 items-start gap-3 rounded-lg border p-3">
              <UserAvatar user={member} className="size-10" />
              <div className="grid min-w-0 gap-1.5">
                <p className="truncate font-medium">{member.full_name}</p>
                {member.skills.length > 0 ? (
                  <ul
                    aria-label={t('widgets.team.skillsOf', { name: member.full_name })}
                    className="flex flex-wrap gap-1"
                  >
                    {member.skills.map((skill) => (
                      <li key={skill}>
                        <Badge variant="accent">{skill}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground">{t('widgets.team.noSkills')}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}

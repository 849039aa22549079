import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/web/components/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { TeamMember } from '../api/list-team';
import { loadPercent } from '../lib/team-summary';

/** One person: avatar or initial, name, e-mail, skills, and workload with a bar relative to the busiest member. */
export function TeamMemberCard({ member, maxOpen }: { member: TeamMember; maxOpen: number }) {
  const { t } = useTranslation('team');
  const { number } = useFormatters();
  const nameId = useId();
  const percent = loadPercent(member.open_tasks, maxOpen);
  const overdue = member.overdue_tasks > 0;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
    >
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar user={member} className="size-12 text-lg" />
        <div className="grid min-w-0">
          <h2 id={nameId} className="truncate text-base font-semibold">
            {member.full_name}
          </h2>
          <a
            href={`mailto:${member.email}`}
            className="truncate text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {member.email}
          </a>
        </div>
      </div>

      {member.skills.length > 0 ? (
        <ul aria-label={t('card.skills')} className="flex flex-wrap gap-1.5">
          {member.skills.map((skill) => (
            <li key={skill}>
              <Badge variant="accent">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('card.noSkills')}</p>
      )}

      <div className="mt-auto grid gap-3">
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>{t('card.load')}</span>
            <span className="tabular-nums" aria-hidden="true">
              {number(percent / 100, { style: 'percent' })}
            </span>
          </div>
          <div
            role="meter"
            aria-label={t('card.loadLabel', { name: member.full_name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('card.loadValue', { count: member.open_tasks, max: maxOpen })}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
                overdue ? 'bg-destructive' : 'bg-primary',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          <div className="rounded-lg bg-muted/60 px-2 py-2">
            <dt className="text-xs text-muted-foreground">{t('card.open')}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="open-tasks">
              {number(member.open_tasks)}
            </dd>
          </div>
          <div
            className={cn(
              'rounded-lg px-2 py-2',
              overdue ? 'bg-destructive/10 text-destructive-text' : 'bg-muted/60',
            )}
            data-overdue={overdue || undefined}
          >
            <dt
              className={cn(
                'flex items-center justify-center gap-1 text-xs',
                !overdue && 'text-muted-foreground',
              )}
            >
              {overdue && <AlertTriangle className="size-3" aria-hidden="true" />}
              {t('card.overdue')}
            </dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="overdue-tasks">
              {number(member.overdue_tasks)}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 px-2 py-2">
            <dt className="text-xs text-muted-foreground">{t('card.completed')}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="completed-tasks">
              {number(member.completed_tasks)}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

import { SearchX, Users } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useTeam } from '../api/list-team';
import { filterMembers, sortMembers, teamTotals, type TeamSort } from '../lib/team-summary';
import { TeamMemberCard } from './team-member-card';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { SearchInput } from '@/web/components/search-input';
import { TeamSkeleton } from './team-states';

/**
 * The agency's team with skills and workload (admins): /admin#equipo and /team. Search by name
 * or skill, sort by load or name, a summary sentence above. Renders the page's <h1>.
 */
export function TeamSection() {
  const { t } = useTranslation('team');
  const id = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TeamSort>('load');
  const deferredSearch = useDeferredValue(search);
  const { data, isPending, isError, refetch, isRefetching } = useTeam();

  const totals = useMemo(() => teamTotals(data ?? []), [data]);
  const visible = useMemo(
    () => sortMembers(filterMembers(data ?? [], deferredSearch), sort),
    [data, deferredSearch, sort],
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />

      <TeamSummary
        totals={data ? totals : undefined}
        shown={visible.length}
        filtered={deferredSearch.trim() !== ''}
      />

      <div
        role="group"
        aria-label={t('toolbar.label')}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="grid gap-1.5 sm:w-80">
          <Label htmlFor={`${id}-search`}>{t('toolbar.search')}</Label>
          <SearchInput
            id={`${id}-search`}
            value={search}
            maxLength={100}
            placeholder={t('toolbar.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={`${id}-sort`}>{t('toolbar.sort')}</Label>
          <NativeSelect id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as TeamSort)}>
            <option value="load">{t('toolbar.byLoad')}</option>
            <option value="name">{t('toolbar.byName')}</option>
          </NativeSelect>
        </div>
      </div>

      {isPending ? (
        <TeamSkeleton />
      ) : isError && !data ? (
        <ErrorState message={t('states.loadFailed')} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.length === 0 ? (
        <EmptyState icon={Users}>{t('states.empty')}</EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          action={
            <Button variant="outline" size="sm" onClick={() => setSearch('')}>
              {t('states.clearSearch')}
            </Button>
          }
        >
          {t('states.noMatch', { search: deferredSearch.trim() })}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('list.label')}>
          {visible.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} maxOpen={totals.maxOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "3 personas, 14 tareas abiertas, 2 vencidas" (and how many match a search). */
function TeamSummary({
  totals,
  shown,
  filtered,
}: {
  totals: ReturnType<typeof teamTotals> | undefined;
  shown: number;
  filtered: boolean;
}) {
  const { t } = useTranslation('team');
  const { number } = useFormatters();
  if (!totals) return <Skeleton className="h-5 w-72" />;
  const sentence = t('summary.sentence', {
    people: t('summary.people', { count: totals.people, formatted: number(totals.people) }),
    open: t('summary.open', { count: totals.open, formatted: number(totals.open) }),
    overdue: t('summary.overdue', { count: totals.overdue, formatted: number(totals.overdue) }),
  });
  return (
    <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="team-summary">
      {sentence}
      {filtered && ` ${t('summary.shown', { count: shown, formatted: number(shown) })}`}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useProjectStats } from '../api/get-project-stats';

/** Counts above the admin's project table, with a one-line summary ("12 proyectos, +3 este mes"). */
export function ProjectsStats() {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const { data } = useProjectStats();
  if (!data) {
    return (
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  const tiles = [
    { id: 'total', value: number(data.total) },
    { id: 'pending', value: number(data.by_approval.pending ?? 0) },
    { id: 'approved', value: number(data.by_approval.approved ?? 0) },
    { id: 'rejected', value: number(data.by_approval.rejected ?? 0) },
    { id: 'averageProgress', value: number(data.average_progress / 100, { style: 'percent' }) },
  ] as const;
  return (
    <section aria-labelledby="projects-stats-title" className="grid grid-cols-1 gap-3">
      <h2 id="projects-stats-title" className="text-sm text-muted-foreground">
        {t('admin.summary', {
          total: data.total,
          count: data.total,
          month: number(data.created_this_month, { signDisplay: 'exceptZero' }),
        })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.id} className="rounded-xl border bg-card p-4">
            <dt className="text-xs text-muted-foreground">{t(`admin.stats.${tile.id}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ContributionStats } from '@/shared/schemas/github';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useFormatters } from '@/web/lib/use-formatters';

/** 'Estadísticas de Contribuciones' (tag 'Datos reales'): totals and streaks. */
export function StatsCard({ stats }: { stats: ContributionStats }) {
  const { t } = useTranslation('github');
  const { number } = useFormatters();
  const items = [
    { label: t('stats.total'), value: number(stats.total_commits) },
    { label: t('stats.year'), value: number(stats.commits_this_year) },
    { label: t('stats.month'), value: number(stats.commits_this_month) },
    { label: t('stats.week'), value: number(stats.commits_this_week) },
    { label: t('stats.currentStreak'), value: t('stats.days', { count: stats.current_streak }) },
    { label: t('stats.longestStreak'), value: t('stats.days', { count: stats.longest_streak }) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('stats.title')}</CardTitle>
        <CardAction>
          <Badge variant="success">{t('stats.realData')}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item) => (
            <div key={item.label} className="rounded-lg border px-3 py-3">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

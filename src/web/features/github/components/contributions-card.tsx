import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GithubDashboard } from '@/shared/schemas/github';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { heatLevel, weeksOf } from '../lib/sections';

type Contributions = GithubDashboard['contributions'];

const LEVEL_CLASS = ['fill-muted', 'fill-primary/25', 'fill-primary/50', 'fill-primary/75', 'fill-primary'];
const CELL = 12;
const GAP = 3;
const SOURCE_KEY = {
  calendar: 'contributions.sourceCalendar',
  commits: 'contributions.sourceCommits',
  none: 'contributions.sourceNone',
} as const;

/** Weekday names, Monday first, in the reader's language. */
function weekdayNames(language: string, style: 'short' | 'narrow'): string[] {
  const monday = Date.UTC(2024, 0, 1);
  const format = new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(monday + i * 86_400_000));
}

/**
 * The contribution chart (docs/product.md#records-and-fields contribution graph): 365 days as a calendar heat map, one
 * column per week from Monday, with a table of the same counts for screen readers and keyboards.
 */
export function ContributionsCard({ contributions }: { contributions: Contributions }) {
  const { t } = useTranslation('github');
  const { dateOnly, number, settings } = useFormatters();
  const [asTable, setAsTable] = useState(false);
  const weeks = weeksOf(contributions.days);
  const max = Math.max(0, ...contributions.days.map((d) => d.count));
  const total = contributions.days.reduce((sum, d) => sum + d.count, 0);
  const width = weeks.length * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('contributions.title')}</CardTitle>
        <CardDescription>
          {t('contributions.summary', { count: total })} · {t(SOURCE_KEY[contributions.source])}
        </CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {asTable ? t('contributions.showChart') : t('contributions.showTable')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <div
            className="max-h-96 overflow-auto rounded-lg border"
            tabIndex={0}
            data-scrollable
            role="region"
            aria-label={t('contributions.tableCaption')}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t('contributions.tableCaption')}</caption>
              <thead className="sticky top-0 bg-card">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t('contributions.weekOf')}
                  </th>
                  {weekdayNames(settings.language, 'short').map((name) => (
                    <th key={name} scope="col" className="px-2 py-2 text-right font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => {
                  const first = week.find((d) => d !== null)!;
                  return (
                    <tr key={first.date} className="border-t">
                      <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                        {dateOnly(first.date)}
                      </th>
                      {Array.from({ length: 7 }, (_, i) => (
                        <td key={i} className="px-2 py-1.5 text-right tabular-nums">
                          {week[i] ? number(week[i].count) : ''}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <div className="grid gap-2">
            <div
              className="overflow-x-auto pb-1"
              tabIndex={0}
              data-scrollable
              role="group"
              aria-label={t('contributions.chartLabel')}
            >
              <svg
                role="img"
                aria-label={t('contributions.summary', { count: total })}
                width={width}
                height={height}
                viewBox={`0 0 ${width} ${height}`}
                className="block"
                data-testid="contribution-heat-map"
              >
                {weeks.map((week, w) =>
                  week.map(
                    (day, d) =>
                      day && (
                        <rect
                          key={day.date}
                          x={w * (CELL + GAP)}
                          y={d * (CELL + GAP)}
                          width={CELL}
                          height={CELL}
                          rx={2}
                          className={cn(LEVEL_CLASS[heatLevel(day.count, max)])}
                          data-count={day.count}
                        >
                          <title>
                            {t('contributions.day', { date: dateOnly(day.date), count: day.count })}
                          </title>
                        </rect>
                      ),
                  ),
                )}
              </svg>
            </div>
            <div
              className="flex items-center justify-end gap-1 text-xs text-muted-foreground"
              aria-hidden="true"
            >
              <span>{t('contributions.less')}</span>
              {LEVEL_CLASS.map((level) => (
                <svg key={level} width={CELL} height={CELL}>
                  <rect width={CELL} height={CELL} rx={2} className={level} />
                </svg>
              ))}
              <span>{t('contributions.more')}</span>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

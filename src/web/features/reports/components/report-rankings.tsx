import { useTranslation } from 'react-i18next';
import type { Report } from '@/shared/schemas/reports';
import { BarRow } from './bar-row';
import { ReportSection } from './report-section';

const Empty = ({ children }: { children: string }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

/** The top performers, each bar relative to the first. */
export function TopPerformers({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  const best = Math.max(1, ...report.top_performers.map((p) => p.completed_tasks));
  return (
    <ReportSection title={t('performers.title')}>
      {report.top_performers.length === 0 ? (
        <Empty>{t('performers.empty')}</Empty>
      ) : (
        <ol className="grid gap-4" data-testid="top-performers">
          {report.top_performers.map((p) => (
            <BarRow
              key={p.user_id}
              label={p.user_name}
              value={t('performers.count', { count: p.completed_tasks })}
              share={(p.completed_tasks / best) * 100}
            />
          ))}
        </ol>
      )}
    </ReportSection>
  );
}

/** The skill gaps, each bar its gap percentage. */
export function SkillGaps({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  return (
    <ReportSection title={t('skills.title')}>
      {report.skill_gaps.length === 0 ? (
        <Empty>{t('skills.empty')}</Empty>
      ) : (
        <ul className="grid gap-4" data-testid="skill-gaps">
          {report.skill_gaps.map((g) => (
            <BarRow
              key={g.skill_name}
              label={g.skill_name}
              value={t('file.percent', { value: g.gap_percentage })}
              share={g.gap_percentage}
              detail={t('skills.detail', { uncovered: g.uncovered_tasks, required: g.required_tasks })}
              barClassName="bg-amber-500 dark:bg-amber-400"
            />
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

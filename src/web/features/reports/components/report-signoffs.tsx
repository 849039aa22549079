import { useTranslation } from 'react-i18next';
import type { Report, ReportSignoff } from '@/shared/schemas/reports';
import { TableHead } from '@/web/components/table-head';
import { Badge } from '@/web/components/ui/badge';
import { tone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';
import { useFormatters } from '@/web/lib/use-formatters';
import { ReportProjectLink, ReportSection } from './report-section';

const decisionTone: Record<ReportSignoff['status'], string> = {
  accepted: tone.success,
  changes_requested: tone.warning,
};

function Decision({ status }: { status: ReportSignoff['status'] }) {
  const { t } = useTranslation('reportsPage');
  return (
    <Badge className={cn('border-transparent', decisionTone[status])}>
      {t(`signoffs.statuses.${status}`)}
    </Badge>
  );
}

/** The phase sign-offs decided in the period: a table from tablets up, one card each on phones. */
export function ReportSignoffs({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  const format = useFormatters();
  const rows = report.signoffs;
  return (
    <ReportSection title={t('signoffs.title')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('signoffs.empty')}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid="report-signoffs">
              <TableHead
                className="border-b text-muted-foreground"
                cellClassName="px-3 py-2"
                columns={[
                  { label: t('signoffs.project') },
                  { label: t('signoffs.phase') },
                  { label: t('signoffs.round'), className: 'text-right' },
                  { label: t('signoffs.status') },
                  { label: t('signoffs.decidedBy') },
                  { label: t('signoffs.decidedAt') },
                ]}
              />
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id} className="border-b last:border-0">
                    <td className="px-3 py-2">
                      <ReportProjectLink id={s.project_id} name={s.project_name} />
                    </td>
                    <td className="px-3 py-2">{s.phase_name}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.round}</td>
                    <td className="px-3 py-2">
                      <Decision status={s.status} />
                    </td>
                    <td className="px-3 py-2">{s.decided_by_name}</td>
                    <td className="px-3 py-2">{format.dateTime(s.decided_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden" data-testid="report-signoff-cards">
            {rows.map((s) => (
              <li key={s.id} className="grid gap-2 rounded-lg border p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ReportProjectLink id={s.project_id} name={s.project_name} />
                  <Decision status={s.status} />
                </div>
                <p>
                  {s.phase_name} · {t('signoffs.round')} {s.round}
                </p>
                <p className="text-muted-foreground">
                  {s.decided_by_name} · {format.dateTime(s.decided_at)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportSection>
  );
}

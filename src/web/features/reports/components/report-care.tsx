import { useTranslation } from 'react-i18next';
import type { Report } from '@/shared/schemas/reports';
import type { CareReportSection } from '@/shared/schemas/site-care';
import { TableHead } from '@/web/components/table-head';
import { useFormatters } from '@/web/lib/use-formatters';
import { ReportProjectLink, ReportSection } from './report-section';

/** The figures of one project in care, formatted once for the table and the cards. */
function useCareRow() {
  const { t } = useTranslation('siteCare');
  const { number } = useFormatters();
  const hours = (value: number) => t('units.hours', { value: number(value, { maximumFractionDigits: 2 }) });
  return (row: CareReportSection) => ({
    availability:
      row.availability === null
        ? '—'
        : number(row.availability / 100, { style: 'percent', maximumFractionDigits: 2 }),
    incidents: number(row.incidents),
    downtime: t('duration.minutes', { minutes: number(row.downtime_minutes) }),
    certificate:
      row.certificate_days_left === null
        ? '—'
        : t('report.certificateDays', { count: row.certificate_days_left }),
    performance: row.performance === null ? '—' : String(row.performance),
    hours: `${hours(row.hours_used)} / ${row.monthly_hours === null ? t('report.noPlan') : hours(row.monthly_hours)}`,
  });
}

/**
 * The report's "Cuidado del sitio" (docs/product.md#site-care): per project in care, availability,
 * incidents, downtime, certificate days, speed score and plan hours. A table from tablets up, one
 * card each on phones. Monthly reports only: a weekly one carries no care.
 */
export function ReportCare({ report }: { report: Report }) {
  const { t } = useTranslation('siteCare');
  const format = useCareRow();
  const rows = report.care;
  if (report.period !== 'monthly') return null;
  const columns = [
    { key: 'availability', label: t('report.availability') },
    { key: 'incidents', label: t('report.incidents') },
    { key: 'downtime', label: t('report.downtime') },
    { key: 'certificate', label: t('report.certificate') },
    { key: 'performance', label: t('report.performance') },
    { key: 'hours', label: t('report.hours') },
  ] as const;
  return (
    <ReportSection title={t('report.title')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('report.empty')}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid="report-care">
              <TableHead
                className="border-b text-muted-foreground"
                cellClassName="px-3 py-2"
                columns={[
                  { label: t('report.project') },
                  ...columns.map((c) => ({ label: c.label, className: 'text-right' })),
                ]}
              />
              <tbody>
                {rows.map((row) => {
                  const shown = format(row);
                  return (
                    <tr key={row.project_id} className="border-b last:border-0">
                      <td className="px-3 py-2">
                        <ReportProjectLink id={row.project_id} name={row.project_name} />
                        <span className="block text-xs break-all text-muted-foreground">{row.site_url}</span>
                      </td>
                      {columns.map((c) => (
                        <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                          {shown[c.key]}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden" data-testid="report-care-cards">
            {rows.map((row) => {
              const shown = format(row);
              return (
                <li key={row.project_id} className="grid gap-2 rounded-lg border p-4 text-sm">
                  <div className="grid gap-0.5">
                    <ReportProjectLink id={row.project_id} name={row.project_name} />
                    <span className="text-xs break-all text-muted-foreground">{row.site_url}</span>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
                    {columns.map((c) => (
                      <div key={c.key} className="grid gap-0.5">
                        <dt className="text-xs text-muted-foreground">{c.label}</dt>
                        <dd className="font-medium tabular-nums">{shown[c.key]}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ReportSection>
  );
}

import { Gauge } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteCare, SpeedRun } from '@/shared/schemas/site-care';
import { TableHead } from '@/web/components/table-head';
import { useFormatters } from '@/web/lib/use-formatters';
import { ratePerformance, rateVital, type Rating, type Vital } from '../lib/web-vitals';
import { CarePanel, ChartOrTable, ToneBadge, type Tone } from './care-parts';

const SpeedChart = lazy(() => import('./care-charts').then((m) => ({ default: m.SpeedChart })));

const ratingTone: Record<Rating, Tone> = { good: 'success', needsImprovement: 'warning', poor: 'danger' };

function VitalRow({ vital, run }: { vital: Vital; run: SpeedRun }) {
  const { t } = useTranslation('siteCare');
  const { number } = useFormatters();
  const value = vital === 'lcp' ? run.lcp_ms : vital === 'cls' ? run.cls : run.inp_ms;
  const shown =
    value === null
      ? '—'
      : vital === 'lcp'
        ? t('units.seconds', { value: number(value / 1000, { maximumFractionDigits: 1 }) })
        : vital === 'cls'
          ? number(value, { maximumFractionDigits: 2 })
          : t('units.ms', { value: number(value) });
  return (
    <li className="grid gap-1 rounded-md border px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{t(`speed.vitals.${vital}.name`)}</span>
        <span className="flex items-center gap-2 text-sm tabular-nums">
          {shown}
          {value !== null && (
            <ToneBadge value={ratingTone[rateVital(vital, value)]}>
              {t(`speed.ratings.${rateVital(vital, value)}`)}
            </ToneBadge>
          )}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">{t(`speed.vitals.${vital}.meaning`)}</p>
    </li>
  );
}

/** Weekly PageSpeed Insights runs of the home page: the score's trend and the latest vitals in words. */
export function SpeedPanel({ care }: { care: SiteCare }) {
  const { t } = useTranslation('siteCare');
  const { date } = useFormatters();
  const { enabled, runs } = care.speed;
  const latest = runs.at(-1);

  return (
    <CarePanel title={t('speed.title')} testId="site-care-speed">
      {!enabled ? (
        <div className="flex items-start gap-2 text-sm text-muted-foreground">
          <Gauge className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {care.can.configure ? (
              <>
                {t('speed.disabledAdmin')}{' '}
                <code className="rounded bg-muted px-1 font-mono">PAGESPEED_API_KEY</code>
                {t('speed.disabledAdminEnd')}
              </>
            ) : (
              t('speed.disabledClient')
            )}
          </p>
        </div>
      ) : !latest ? (
        <p className="text-sm text-muted-foreground">{t('speed.noRuns')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-semibold tabular-nums">{latest.performance}</span>
            <ToneBadge value={ratingTone[ratePerformance(latest.performance)]}>
              {t(`speed.ratings.${ratePerformance(latest.performance)}`)}
            </ToneBadge>
            <span className="text-xs text-muted-foreground">
              {t('speed.measured', { date: date(latest.at) })}
            </span>
          </div>
          <ul className="grid gap-2" aria-label={t('speed.vitalsTitle')}>
            {(['lcp', 'cls', 'inp'] as const).map((vital) => (
              <VitalRow key={vital} vital={vital} run={latest} />
            ))}
          </ul>
          {runs.length > 1 && (
            <ChartOrTable
              label={t('speed.chartTitle')}
              height={140}
              summary={t('speed.summary', {
                count: runs.length,
                first: runs[0]!.performance,
                last: latest.performance,
              })}
              chart={<SpeedChart runs={runs} />}
              table={
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('speed.chartTitle')}</caption>
                  <TableHead
                    className="bg-muted/50 text-left text-xs text-muted-foreground"
                    cellClassName="px-3 py-2"
                    columns={[
                      { label: t('speed.date') },
                      { label: t('speed.score'), className: 'text-right' },
                    ]}
                  />
                  <tbody className="divide-y">
                    {runs.map((run) => (
                      <tr key={run.at}>
                        <td className="px-3 py-2 tabular-nums">{date(run.at)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{run.performance}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              }
            />
          )}
        </>
      )}
    </CarePanel>
  );
}

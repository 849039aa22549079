import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteCare, SiteIncident } from '@/shared/schemas/site-care';
import { TableHead } from '@/web/components/table-head';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useNow } from '@/web/lib/use-now';
import { durationParts, minutesBetween, sortIncidents } from '../lib/care-figures';
import { CarePanel, ChartOrTable, Figure, ToneBadge, type Tone } from './care-parts';

const UptimeChart = lazy(() => import('./care-charts').then((m) => ({ default: m.UptimeChart })));

const CHECK_ERRORS = ['timeout', 'connection', 'tls', 'private_address', 'unresolvable', 'invalid_url'];

/** What a failed check or an incident's cause means in words ('HTTP 503' stays as it is). */
export function useCauseText() {
  const { t } = useTranslation('siteCare');
  return (cause: string) => (CHECK_ERRORS.includes(cause) ? t(`checkErrors.${cause}`) : cause);
}

/** "1 d 2 h", "2 h 5 min", "13 min". */
export function useDuration() {
  const { t } = useTranslation('siteCare');
  return (minutes: number) => {
    const { days, hours, minutes: mins } = durationParts(minutes);
    if (days > 0) return t('duration.daysHours', { days, hours });
    if (hours > 0) return t('duration.hoursMinutes', { hours, minutes: mins });
    return t('duration.minutes', { minutes: mins });
  };
}

const statusTone: Record<SiteCare['status'], Tone> = { up: 'success', down: 'danger', unknown: 'neutral' };

function Incident({ incident }: { incident: SiteIncident }) {
  const { t } = useTranslation('siteCare');
  const { dateTime } = useFormatters();
  const now = useNow();
  const cause = useCauseText();
  const duration = useDuration();
  const open = incident.ended_at === null;
  const minutes = minutesBetween(incident.started_at, incident.ended_at ?? now);
  return (
    <li className="grid gap-1 rounded-md border px-3 py-2 text-sm" data-testid="site-incident">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{dateTime(incident.started_at)}</span>
        <ToneBadge value={open ? 'danger' : 'success'}>
          {open ? t('incidents.open') : t('incidents.resolved')}
        </ToneBadge>
      </div>
      <p className="text-muted-foreground">
        {open
          ? t('incidents.ongoing', { duration: duration(minutes) })
          : t('incidents.lasted', { duration: duration(minutes) })}
        {' · '}
        {cause(incident.cause)}
      </p>
    </li>
  );
}

/** Uptime: the state now, the last check, availability over 30 days with its chart, incidents. */
export function UptimePanel({ care }: { care: SiteCare }) {
  const { t } = useTranslation('siteCare');
  const { dateTime, dateOnly, number } = useFormatters();
  const relative = useRelativeTime();
  const cause = useCauseText();
  const incidents = sortIncidents(care.incidents);
  const openIncident = incidents.find((i) => i.ended_at === null);
  const check = care.last_check;
  const percent = (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const ms = (value: number | null) => (value === null ? '—' : t('units.ms', { value: number(value) }));
  const withChecks = care.daily.length;

  return (
    <CarePanel title={t('uptime.title')} className="md:col-span-2" testId="site-care-uptime">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" role="status">
        <ToneBadge value={statusTone[care.status]}>{t(`uptime.status.${care.status}`)}</ToneBadge>
        {care.status === 'down' && openIncident && (
          <span className="text-sm">
            {t('uptime.downSince', { since: dateTime(openIncident.started_at) })}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t('uptime.lastCheck')}>
          {check ? <time dateTime={check.at}>{relative(check.at)}</time> : t('uptime.neverChecked')}
        </Figure>
        <Figure label={t('uptime.response')}>
          {!check
            ? '—'
            : check.ok || check.status_code !== null
              ? `${check.status_code === null ? '' : `HTTP ${check.status_code} · `}${ms(check.response_ms)}`
              : cause(check.error ?? 'connection')}
        </Figure>
        <Figure label={t('uptime.availability')}>
          {care.availability_30d === null ? '—' : percent(care.availability_30d)}
        </Figure>
      </dl>
      {withChecks > 0 && (
        <ChartOrTable
          label={t('uptime.chart.title')}
          height={160}
          summary={t('uptime.chart.summary', {
            count: withChecks,
            availability: care.availability_30d === null ? '—' : percent(care.availability_30d),
          })}
          chart={<UptimeChart daily={care.daily} />}
          table={
            <table className="w-full text-sm">
              <caption className="sr-only">{t('uptime.chart.title')}</caption>
              <TableHead
                className="bg-muted/50 text-left text-xs text-muted-foreground"
                cellClassName="px-3 py-2"
                columns={[
                  { label: t('uptime.chart.day') },
                  { label: t('uptime.chart.availability'), className: 'text-right' },
                  { label: t('uptime.chart.responseTime'), className: 'text-right' },
                ]}
              />
              <tbody className="divide-y">
                {care.daily.map((d) => (
                  <tr key={d.day}>
                    <td className="px-3 py-2 tabular-nums">{dateOnly(d.day)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{percent(d.availability)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{ms(d.response_ms)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">{t('incidents.title')}</h4>
        {incidents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('incidents.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('incidents.title')}>
            {incidents.map((incident) => (
              <Incident key={incident.id} incident={incident} />
            ))}
          </ul>
        )}
      </div>
    </CarePanel>
  );
}

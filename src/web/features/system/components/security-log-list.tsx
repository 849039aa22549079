import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/web/components/ui/skeleton';
import { TableHead } from '@/web/components/table-head';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { SecurityLog } from '../api/list-security-logs';
import { isCritical } from '@/shared/security-events';
import { shortUserAgent } from '../lib/user-agent';
import { Missing } from './block-states';
import { SecurityEventBadge } from './security-event-badge';
import { SecurityEventDetails, type NameLookup } from './security-event-details';

export function SecurityLogSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

function Who({ log }: { log: SecurityLog }) {
  const { t } = useTranslation('system');
  if (!log.user_name && !log.email)
    return <span className="text-muted-foreground">{t('security.noUser')}</span>;
  return (
    <div className="min-w-0">
      {log.user_name && <div className="break-words">{log.user_name}</div>}
      {log.email && (
        <div className={cn('break-words', log.user_name && 'text-xs text-muted-foreground')}>{log.email}</div>
      )}
    </div>
  );
}

function Device({ userAgent }: { userAgent: string | null }) {
  const short = shortUserAgent(userAgent);
  if (!short) return <Missing />;
  return <span title={userAgent ?? undefined}>{short}</span>;
}

function Ip({ ip }: { ip: string | null }) {
  return ip ? <span className="break-words tabular-nums">{ip}</span> : <Missing />;
}

/**
 * Security events: a table on wide screens (from 1280 px, where six columns fit beside the
 * sidebar), cards below; the important ones stand out.
 */
export function SecurityLogList({ logs, busy }: { logs: SecurityLog[]; busy: boolean }) {
  const { t } = useTranslation('system');
  const format = useFormatters();
  const names: NameLookup = useMemo(
    () =>
      new Map(
        logs.flatMap((log) => (log.user_id && log.user_name ? [[log.user_id, log.user_name] as const] : [])),
      ),
    [logs],
  );
  const when = (log: SecurityLog) => (
    <time dateTime={log.timestamp} className="whitespace-nowrap tabular-nums">
      {format.dateTime(log.timestamp)}
    </time>
  );

  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-70')}>
      <div
        role="region"
        aria-label={t('security.table.caption')}
        // Focusable so keyboard users can scroll it when a long row makes it wider than the screen.
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none xl:block"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('security.table.caption')}</caption>
          <TableHead
            className="bg-muted/50 text-left text-muted-foreground"
            cellClassName="px-3 py-3"
            columns={[
              { label: t('security.table.when') },
              { label: t('security.table.event') },
              { label: t('security.table.who') },
              { label: t('security.table.ip') },
              { label: t('security.table.device') },
              { label: t('security.table.details') },
            ]}
          />
          <tbody>
            {logs.map((log) => (
              <tr
                key={log.id}
                className={cn('border-t align-top', isCritical(log.event) && 'bg-destructive/5')}
              >
                <td className="px-3 py-3">{when(log)}</td>
                <td className="px-3 py-3">
                  <SecurityEventBadge event={log.event} wrap={false} />
                </td>
                <td className="px-3 py-3">
                  <Who log={log} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <Ip ip={log.ip_address} />
                </td>
                <td className="px-3 py-3">
                  <Device userAgent={log.user_agent} />
                </td>
                <td className="min-w-44 px-3 py-3">
                  <SecurityEventDetails
                    event={log.event}
                    actor={log.user_name}
                    details={log.details}
                    names={names}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2 xl:hidden" aria-label={t('security.table.caption')}>
        {logs.map((log) => (
          <li
            key={log.id}
            className={cn(
              'min-w-0 space-y-3 rounded-xl border bg-card p-4 text-sm',
              isCritical(log.event) && 'border-destructive-text/40',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <SecurityEventBadge event={log.event} />
              <span className="text-xs text-muted-foreground">{when(log)}</span>
            </div>
            <Who log={log} />
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t('security.table.ip')}</dt>
                <dd>
                  <Ip ip={log.ip_address} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t('security.table.device')}</dt>
                <dd className="break-words">
                  <Device userAgent={log.user_agent} />
                </dd>
              </div>
            </dl>
            {Object.keys(log.details).length > 0 && (
              <SecurityEventDetails
                event={log.event}
                actor={log.user_name}
                details={log.details}
                names={names}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

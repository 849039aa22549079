import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useWorkspace } from '../api/get-workspace';
import { paths } from '@/shared/paths';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { BlockSkeleton } from './block-states';
import { WorkspaceBlock } from './workspace-block';

/** The last 30 days of activity on the caller's projects, newest first, as a timeline. */
export function ActivityBlock({ className }: { className?: string }) {
  // Entries are written in the 'projects' catalogue, a phase's sign-off in 'signoffs' (decision 0053).
  const { t } = useTranslation(['workspace', 'projects', 'signoffs']);
  const format = useFormatters();
  const relativeTime = useRelativeTime();
  const { data, isPending, isError, refetch, isRefetching } = useWorkspace();
  return (
    <WorkspaceBlock title={t('activity.title')} className={className} testId="workspace-activity">
      {isPending ? (
        <BlockSkeleton rows={4} label={t('activity.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('activity.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.activity.length === 0 ? (
        <EmptyState size="sm" icon={History}>
          {t('activity.empty')}
        </EmptyState>
      ) : (
        <ol className="relative grid gap-5 border-l border-border pl-5" aria-label={t('activity.title')}>
          {data.activity.map((entry) => (
            <li key={entry.id} className="relative grid gap-1">
              <span
                className="absolute top-1.5 -left-[26px] size-2.5 rounded-full bg-primary ring-4 ring-card"
                aria-hidden="true"
              />
              <p className="text-sm break-words">
                {entry.i18n
                  ? t(entry.i18n.key, { ...entry.i18n.params, defaultValue: entry.description })
                  : entry.description}
              </p>
              <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                <Link
                  to={paths.app.projectDetail.getHref(entry.project_id)}
                  className="max-w-full truncate font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {entry.project_name}
                </Link>
                {entry.author_name && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>{entry.author_name}</span>
                  </>
                )}
                <span aria-hidden="true">·</span>
                <time dateTime={entry.created_at} title={format.dateTime(entry.created_at)}>
                  {relativeTime(entry.created_at)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </WorkspaceBlock>
  );
}

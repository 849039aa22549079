import { CalendarCheck, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useWorkspace, type WorkspaceTask } from '../api/get-workspace';
import { paths } from '@/shared/paths';
import { OverdueBadge, PriorityBadge } from './badges';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { BlockSkeleton } from './block-states';
import { WorkspaceBlock } from './workspace-block';

/** Pending tasks due within the week (overdue ones first, marked), with priority and project. */
export function TasksDueBlock({ className }: { className?: string }) {
  const { t } = useTranslation('workspace');
  const { data, isPending, isError, refetch, isRefetching } = useWorkspace();
  return (
    <WorkspaceBlock title={t('tasks.title')} className={className} testId="workspace-tasks">
      {isPending ? (
        <BlockSkeleton label={t('tasks.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('tasks.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.tasks_due.length === 0 ? (
        <EmptyState size="sm" icon={CalendarCheck}>
          {t('tasks.empty')}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label={t('tasks.title')}>
          {data.tasks_due.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </WorkspaceBlock>
  );
}

function TaskItem({ task }: { task: WorkspaceTask }) {
  const { t } = useTranslation('workspace');
  const format = useFormatters();
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3',
        task.overdue && 'border-destructive/40 bg-destructive/5',
      )}
    >
      <p className="font-medium break-words">{task.title}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {task.overdue && <OverdueBadge />}
        <PriorityBadge priority={task.priority} />
        <span
          className={cn(
            'inline-flex items-center gap-1',
            task.overdue ? 'text-destructive-text' : 'text-muted-foreground',
          )}
        >
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {task.due_date ? (
            <time dateTime={task.due_date}>
              {t(task.overdue ? 'tasks.duePast' : 'tasks.due', {
                date: format.dateOnly(task.due_date),
              })}
            </time>
          ) : (
            t('tasks.noDate')
          )}
        </span>
      </div>
      <Link
        to={paths.app.projectDetail.getHref(task.project_id)}
        className="w-fit max-w-full truncate text-sm text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="sr-only">{t('tasks.projectLabel')}: </span>
        {task.project_name}
      </Link>
    </li>
  );
}

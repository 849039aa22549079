import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '@/shared/schemas/phases-tasks';
import type { ProjectStatus } from '@/shared/schemas/projects';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';

/** Status colours of UI.md (development blue, production green, paused amber, maintenance slate), AA in both themes. */
const STATUS_STYLES: Record<ProjectStatus, string> = {
  development: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  production: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  maintenance: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

const PRIORITY_STYLES: Record<TaskPriority, string> = {
  low: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  medium: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  high: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  urgent: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

const pill = 'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const isStatus = (value: string): value is ProjectStatus => value in STATUS_STYLES;
const isPriority = (value: string): value is TaskPriority => value in PRIORITY_STYLES;

export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('workspace');
  if (!isStatus(status)) return null;
  return <span className={cn(pill, STATUS_STYLES[status])}>{t(`status.${status}`)}</span>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation('workspace');
  if (!isPriority(priority)) return null;
  return (
    <span className={cn(pill, PRIORITY_STYLES[priority])}>
      <span className="sr-only">{t('priority.label')}: </span>
      {t(`priority.${priority}`)}
    </span>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation('workspace');
  return <span className={cn(pill, 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200')}>{t('tasks.overdue')}</span>;
}

/** A thin progress bar with its percentage; `label` names it for screen readers. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const { number } = useFormatters();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 shrink-0 text-right text-xs font-medium text-muted-foreground tabular-nums" aria-hidden="true">
        {number(percent / 100, { style: 'percent' })}
      </span>
    </div>
  );
}

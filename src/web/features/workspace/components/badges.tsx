import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '@/shared/schemas/phases-tasks';
import type { ProjectStatus } from '@/shared/schemas/projects';
import { projectStatusTone, taskPriorityTone, tone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';

const pill =
  'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const isStatus = (value: string): value is ProjectStatus => value in projectStatusTone;
const isPriority = (value: string): value is TaskPriority => value in taskPriorityTone;

export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('workspace');
  if (!isStatus(status)) return null;
  return <span className={cn(pill, projectStatusTone[status])}>{t(`status.${status}`)}</span>;
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation('workspace');
  if (!isPriority(priority)) return null;
  return (
    <span className={cn(pill, taskPriorityTone[priority])}>
      <span className="sr-only">{t('priority.label')}: </span>
      {t(`priority.${priority}`)}
    </span>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation('workspace');
  return <span className={cn(pill, tone.danger)}>{t('tasks.overdue')}</span>;
}

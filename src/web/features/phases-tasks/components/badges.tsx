import { useTranslation } from 'react-i18next';
import type { PhaseStatus, TaskPriority } from '@/shared/schemas/phases-tasks';
import { phaseStatusTone, taskPriorityTone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';

const pill =
  'inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export function PhaseStatusBadge({ status }: { status: PhaseStatus }) {
  const { t } = useTranslation('projects');
  return <span className={cn(pill, phaseStatusTone[status])}>{t(`phaseStatus.${status}`)}</span>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('projects');
  return (
    <span className={cn(pill, taskPriorityTone[priority])}>
      <span className="sr-only">{t('tasks.priorityLabel')}: </span>
      {t(`tasks.priority.${priority}`)}
    </span>
  );
}

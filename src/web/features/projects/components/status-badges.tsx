import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, ProjectStatus } from '@/shared/schemas/projects';
import { approvalTone, projectStatusTone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';

const DOT: Record<ProjectStatus | ApprovalStatus, string> = {
  development: 'bg-blue-600 dark:bg-blue-400',
  production: 'bg-green-600 dark:bg-green-400',
  paused: 'bg-amber-600 dark:bg-amber-400',
  maintenance: 'bg-slate-500 dark:bg-slate-400',
  pending: 'bg-amber-600 dark:bg-amber-400',
  approved: 'bg-green-600 dark:bg-green-400',
  rejected: 'bg-red-600 dark:bg-red-400',
};

function Pill({ className, dot, children }: { className: string; dot: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden="true" />
      {children}
    </span>
  );
}

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <Pill className={cn(projectStatusTone[status], className)} dot={DOT[status]}>
      {t(`status.${status}`)}
    </Pill>
  );
}

export function ApprovalBadge({ status, className }: { status: ApprovalStatus; className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <Pill className={cn(approvalTone[status], className)} dot={DOT[status]}>
      {t(`approval.${status}`)}
    </Pill>
  );
}

import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, ProjectStatus } from '@/shared/schemas/projects';
import { cn } from '@/web/lib/utils';

/**
 * Status colours of UI.md, used only for status: development blue, production green, paused
 * amber, maintenance slate; pending amber, approved green, rejected red. Dark tones in the dark
 * theme keep every pair above WCAG AA.
 */
export const STATUS_STYLES: Record<ProjectStatus, string> = {
  development: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  production: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  maintenance: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

export const APPROVAL_STYLES: Record<ApprovalStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

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
    <span className={cn('inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', className)}>
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden="true" />
      {children}
    </span>
  );
}

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <Pill className={cn(STATUS_STYLES[status], className)} dot={DOT[status]}>
      {t(`status.${status}`)}
    </Pill>
  );
}

export function ApprovalBadge({ status, className }: { status: ApprovalStatus; className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <Pill className={cn(APPROVAL_STYLES[status], className)} dot={DOT[status]}>
      {t(`approval.${status}`)}
    </Pill>
  );
}

import type { PhaseStatus, TaskPriority } from '@/shared/schemas/phases-tasks';
import type { ApprovalStatus, ProjectStatus } from '@/shared/schemas/projects';

/**
 * The status colours of UI.md, used only for status, as badge classes. Dark tones in the dark
 * theme keep every pair above WCAG AA.
 */
export const tone = {
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  success: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  danger: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/** Development blue, production green, paused amber, maintenance slate. */
export const projectStatusTone: Record<ProjectStatus, string> = {
  development: tone.info,
  production: tone.success,
  paused: tone.warning,
  maintenance: tone.neutral,
};

export const approvalTone: Record<ApprovalStatus, string> = {
  pending: tone.warning,
  approved: tone.success,
  rejected: tone.danger,
};

export const phaseStatusTone: Record<PhaseStatus, string> = {
  pending: tone.neutral,
  in_progress: tone.info,
  completed: tone.success,
};

export const taskPriorityTone: Record<TaskPriority, string> = {
  low: tone.neutral,
  medium: tone.info,
  high: tone.warning,
  urgent: tone.danger,
};

import { z } from 'zod';
import { careReportSectionSchema } from './site-care';

export const reportPeriods = ['weekly', 'monthly'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** docs/product.md#limits: a weekly report spans the last 7 days, a monthly one the last 30, both ending now. */
export const REPORT_PERIOD_DAYS: Record<ReportPeriod, number> = { weekly: 7, monthly: 30 };

/** docs/product.md#limits: top 5 performers, top 5 skill gaps, 10 projects in the summary. */
export const REPORT_LIMITS = { performers: 5, skillGaps: 5, projects: 10, signoffs: 20 } as const;

export const reportQuerySchema = z.object({ period: z.enum(reportPeriods) });

export const topPerformerSchema = z.object({
  user_id: z.uuid(),
  user_name: z.string(),
  completed_tasks: z.number().int(),
});
export type TopPerformer = z.infer<typeof topPerformerSchema>;

export const skillGapSchema = z.object({
  skill_name: z.string(),
  /** Tasks of the period requiring the skill. */
  required_tasks: z.number().int(),
  /** Of those, the tasks unassigned or assigned to someone without the skill. */
  uncovered_tasks: z.number().int(),
  gap_percentage: z.number().int(),
});
export type SkillGap = z.infer<typeof skillGapSchema>;

export const projectSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  progress: z.number().int(),
  total_tasks: z.number().int(),
  completed_tasks: z.number().int(),
  overdue_tasks: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A phase sign-off decided in the report's window (decision 0053). */
export const reportSignoffSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_name: z.string(),
  phase_name: z.string(),
  round: z.number().int(),
  status: z.enum(['accepted', 'changes_requested']),
  decided_at: z.string(),
  decided_by_name: z.string(),
});
export type ReportSignoff = z.infer<typeof reportSignoffSchema>;

/** docs/product.md#records-and-fields Report, as row-level security lets the caller see it (decision 0024). */
export const reportSchema = z.object({
  period: z.enum(reportPeriods),
  /** The window: `to` is the moment the report was asked for, `from` 7 or 30 days before. */
  from: z.string(),
  to: z.string(),
  generated_at: z.string(),
  agency_name: z.string(),
  total_tasks: z
    .number()
    .int()
    .meta({ description: 'Tasks in the period: created, completed or due within the window' }),
  completed_tasks: z.number().int().meta({ description: 'Tasks in the period whose status is completed' }),
  overdue_tasks: z
    .number()
    .int()
    .meta({ description: "Tasks in the period still pending and due before the window's last day" }),
  pending_tasks: z.number().int().meta({ description: 'Tasks in the period not completed' }),
  productivity_score: z
    .number()
    .int()
    .meta({ description: 'completed_tasks / total_tasks × 100, rounded; 0 when total_tasks is 0' }),
  team_efficiency: z.number().int().meta({
    description:
      'Share (%, rounded) of the completed tasks finished on or before their due date (no due date counts as on time); 0 when none was completed',
  }),
  top_performers: z
    .array(topPerformerSchema)
    .meta({ description: 'At most 5 assignees by completed tasks of the period, ties by name' }),
  skill_gaps: z.array(skillGapSchema).meta({
    description:
      'At most 5 skills by gap: of the tasks in the period requiring the skill (required_skills), the share unassigned or assigned to someone without it in their skills; largest first, ties by tasks affected then name',
  }),
  project_summary: z.array(projectSummarySchema).meta({
    description:
      'At most 10 active, approved projects the caller may see, with their tasks in the period; the busiest first, ties by name',
  }),
  signoffs: z.array(reportSignoffSchema).meta({
    description:
      'Phase sign-offs of the projects the caller may see decided (accepted or sent back for changes) within the window, newest first, at most 20',
  }),
  care: z.array(careReportSectionSchema).meta({
    description:
      'Monthly reports only (empty in weekly ones): each project the caller may see whose site is monitored (in production with a site address), by name, with the window availability (% of successful checks), incidents started, minutes of downtime, certificate days left, latest performance score and hours recorded against the care plan (decision 0057)',
  }),
});
export type Report = z.infer<typeof reportSchema>;

/** Decision 0029: a scheduled report goes to at most 20 addresses. */
export const REPORT_RECIPIENTS_MAX = 20;

/** 1–20 distinct addresses, lower-cased. */
export const reportRecipientsSchema = z
  .array(z.string().trim().toLowerCase().pipe(z.email('validation:emailInvalid')))
  .min(1, 'validation:required')
  .max(REPORT_RECIPIENTS_MAX, 'reportsPage:schedules.tooManyRecipients')
  .refine((list) => new Set(list).size === list.length, 'reportsPage:schedules.duplicateRecipients');

export const createReportScheduleSchema = z.object({
  period: z.enum(reportPeriods),
  recipients: reportRecipientsSchema,
  language: z.enum(['es', 'en', 'pt']),
});
export type CreateReportSchedule = z.infer<typeof createReportScheduleSchema>;

/** PATCH /api/report-schedules/{id}: any of the fields, at least one; `enabled: false` pauses it. */
export const updateReportScheduleSchema = createReportScheduleSchema
  .partial()
  .extend({ enabled: z.boolean().optional() })
  .refine(
    (patch) => Object.values(patch).some((v) => v !== undefined),
    'reportsPage:schedules.nothingToChange',
  );
export type UpdateReportSchedule = z.infer<typeof updateReportScheduleSchema>;

export const reportScheduleSchema = z.object({
  id: z.uuid(),
  period: z.enum(reportPeriods),
  recipients: z.array(z.string()),
  language: z.enum(['es', 'en', 'pt']),
  enabled: z.boolean().meta({ description: 'false: paused, the job skips it until it is resumed' }),
  next_run_at: z.string().meta({ description: 'When the job next mails it (07:00 UTC)' }),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** Addresses typed in one field, separated by commas, semicolons or spaces. */
export const splitRecipients = (text: string): string[] => text.split(/[,;\s]+/).filter(Boolean);

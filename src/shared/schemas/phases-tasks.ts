import { z } from 'zod';
import { dateOnlySchema, pageQuerySchema } from './common';
import { expectedVersionSchema, recordVersionSchema } from './record-version';
import { signoffStatusSchema } from './signoffs';

export const phaseStatusSchema = z.enum(['pending', 'in_progress', 'completed']);
export const taskPrioritySchema = z.enum(['low', 'medium', 'high', 'urgent']);
export const taskStatusSchema = z.enum(['pending', 'completed']);
export type PhaseStatus = z.infer<typeof phaseStatusSchema>;
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

export const STANDARD_PHASES = [
  'UI Design',
  'Maquetado',
  'Contenido',
  'Funcionalidades',
  'SEO',
  'Deploy',
] as const;

/**
 * What the client's acceptance of the phase bills (decision 0053), in the invoices' currency; null:
 * accepting it bills nothing.
 */
const milestoneAmountSchema = z
  .number()
  .positive('receipts:validation.milestoneAmountPositive')
  .max(10_000_000, 'receipts:validation.milestoneAmountTooLarge')
  .nullable();

const phaseDates = <T extends { start_date?: string | null; end_date?: string | null }>(v: T) =>
  !v.start_date || !v.end_date || v.start_date <= v.end_date;

/** create_phase_with_validation: name defaults to 'Nueva fase'. */
export const createPhaseSchema = z
  .object({
    name: z.string().trim().max(200, 'projects:phaseValidation.nameTooLong').optional(),
    description: z.string().max(5000).default(''),
    phase_order: z.number().int().min(1).max(10_000).optional(),
    start_date: dateOnlySchema.nullable().optional(),
    end_date: dateOnlySchema.nullable().optional(),
    status: phaseStatusSchema.default('pending'),
    milestone_amount: milestoneAmountSchema.optional(),
  })
  .refine(phaseDates, { path: ['end_date'], message: 'projects:phaseValidation.endBeforeStart' });
export type CreatePhaseInput = z.input<typeof createPhaseSchema>;

export const updatePhaseSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'projects:phaseValidation.nameRequired')
      .max(200, 'projects:phaseValidation.nameTooLong'),
    description: z.string().max(5000),
    phase_order: z.number().int().min(1).max(10_000),
    start_date: dateOnlySchema.nullable(),
    end_date: dateOnlySchema.nullable(),
    status: phaseStatusSchema,
    milestone_amount: milestoneAmountSchema,
    /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
    version: expectedVersionSchema,
  })
  .partial()
  .refine(phaseDates, { path: ['end_date'], message: 'projects:phaseValidation.endBeforeStart' });

export const phaseSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_name: z.string().optional(),
  name: z.string(),
  description: z.string(),
  phase_order: z.number().int(),
  status: phaseStatusSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  task_count: z.number().int(),
  completed_task_count: z.number().int(),
  milestone_amount: z.number().nullable(),
  /** The status of the phase's latest sign-off (decision 0053), null when never submitted. */
  signoff_status: signoffStatusSchema.nullable(),
  version: recordVersionSchema,
});
export type Phase = z.infer<typeof phaseSchema>;

const tag = z.string().trim().min(1).max(40);

export const createTaskSchema = z.object({
  project_id: z.uuid(),
  phase_id: z.uuid().nullable().optional(),
  title: z.string().trim().max(300, 'projects:taskValidation.titleTooLong').optional(),
  description: z.string().max(10_000).default(''),
  priority: taskPrioritySchema.default('medium'),
  assigned_to: z.uuid().nullable().optional(),
  due_date: dateOnlySchema.nullable().optional(),
  estimated_hours: z.number().min(0).max(10_000).nullable().optional(),
  tags: z.array(tag).max(20).default([]),
  required_skills: z.array(tag).max(20).default([]),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const updateTaskSchema = createTaskSchema
  .omit({ project_id: true })
  .partial()
  .extend({
    title: z
      .string()
      .trim()
      .min(1, 'projects:taskValidation.titleRequired')
      .max(300, 'projects:taskValidation.titleTooLong')
      .optional(),
    /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
    version: expectedVersionSchema,
  });

export const completeTaskSchema = z.object({
  completion_percentage: z.number().int().min(0).max(100).default(100),
  version: expectedVersionSchema,
});

export const taskSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  project_name: z.string(),
  phase_id: z.uuid().nullable(),
  phase_name: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
  assigned_to: z.uuid().nullable(),
  assignee: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
  assignee_name: z.string().nullable(),
  due_date: z.string().nullable(),
  estimated_hours: z.number().nullable(),
  tags: z.array(z.string()),
  required_skills: z.array(z.string()),
  completion_percentage: z.number().int(),
  completed_at: z.string().nullable(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersionSchema,
  depends_on: z.array(z.uuid()),
});
export type Task = z.infer<typeof taskSchema>;

export const listTasksQuerySchema = z.object({
  project_id: z.uuid().optional(),
  phase_id: z.uuid().optional(),
  status: taskStatusSchema.optional(),
  assigned_to: z.uuid().optional(),
  created_from: dateOnlySchema.optional(),
  ...pageQuerySchema({ limit: 50, max: 200 }).shape,
});

export const taskCommentInputSchema = z.object({
  comment: z.string().trim().min(1, 'projects:taskValidation.commentRequired').max(5000),
});
export const dependencyInputSchema = z.object({
  depends_on_task_id: z.uuid(),
  dependency_type: z.literal('finish_to_start').default('finish_to_start'),
});

export const taskCommentSchema = z.object({
  id: z.uuid(),
  task_id: z.uuid(),
  user_id: z.uuid().nullable(),
  author_name: z.string(),
  comment: z.string(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

export const taskDependencySchema = z.object({
  task_id: z.uuid(),
  depends_on_task_id: z.uuid(),
  dependency_type: z.literal('finish_to_start'),
});
export type TaskDependency = z.infer<typeof taskDependencySchema>;

export const commentInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'projects:commentValidation.contentRequired')
    .max(5000, 'projects:commentValidation.contentTooLong'),
  phase_key: z.string().trim().min(1).max(100).default('general'),
  parent_id: z.uuid().nullable().optional(),
});

/** What the caller may do with the comment, by `domain/comment-policy.ts`: the web reads it, never decides. */
export const commentCanSchema = z.object({ delete: z.boolean() });
export type CommentCan = z.infer<typeof commentCanSchema>;

const commentBase = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  phase_key: z.string(),
  parent_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  author_name: z.string(),
  content: z.string(),
  timestamp: z.string(),
  can: commentCanSchema,
});
/** A top-level comment with every reply beneath it (each reply names its parent_id), oldest first. */
export const commentSchema = commentBase.extend({ replies: z.array(commentBase) });
export type Comment = z.infer<typeof commentSchema>;

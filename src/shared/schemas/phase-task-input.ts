/**
 * What a person sends about phases, tasks and comments (forms and request bodies), apart from
 * what the API answers (`phases-tasks.ts`): the web app builds only these schemas, when a screen
 * that edits them loads, and not the answers' schemas, which it never parses.
 */
import { z } from 'zod';
import { dateOnlySchema } from './common';
import { expectedVersionSchema } from './record-version';

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

export const taskCommentInputSchema = z.object({
  comment: z.string().trim().min(1, 'projects:taskValidation.commentRequired').max(5000),
});
export const dependencyInputSchema = z.object({
  depends_on_task_id: z.uuid(),
  dependency_type: z.literal('finish_to_start').default('finish_to_start'),
});

export const commentInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'projects:commentValidation.contentRequired')
    .max(5000, 'projects:commentValidation.contentTooLong'),
  phase_key: z.string().trim().min(1).max(100).default('general'),
  parent_id: z.uuid().nullable().optional(),
});

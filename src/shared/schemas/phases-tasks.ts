import { z } from 'zod';
import { dateOnlySchema, pageQuerySchema } from './common';
import { phaseStatusSchema, taskPrioritySchema, taskStatusSchema } from './phase-task-input';
import { recordVersionSchema } from './record-version';
import { signoffStatusSchema } from './signoffs';

export {
  commentInputSchema,
  completeTaskSchema,
  createPhaseSchema,
  createTaskSchema,
  dependencyInputSchema,
  phaseStatusSchema,
  STANDARD_PHASES,
  taskCommentInputSchema,
  taskPrioritySchema,
  taskStatusSchema,
  updatePhaseSchema,
  updateTaskSchema,
  type CreatePhaseInput,
  type CreateTaskInput,
  type PhaseStatus,
  type TaskPriority,
} from './phase-task-input';

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

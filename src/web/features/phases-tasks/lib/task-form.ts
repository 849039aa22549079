import { z } from 'zod';
import { createTaskSchema, taskPrioritySchema, updateTaskSchema } from '@/shared/schemas/phase-task-input';
import { type Task } from '@/shared/schemas/phases-tasks';
import { emptyToNull, parseHours, parseList, pipeInto } from '@/web/lib/form-values';

const LIST_MAX = 20;
const TAG_MAX = 40;
const listRule = (v: string) => {
  const list = parseList(v);
  return list.length <= LIST_MAX && list.every((item) => item.length <= TAG_MAX);
};

/** What the form holds (text); the shared task schemas validate what it becomes. */
const taskFormSchema = z.object({
  title: z.string(),
  description: z.string(),
  phase_id: z.string(),
  priority: taskPrioritySchema,
  assigned_to: z.string(),
  due_date: z.string(),
  estimated_hours: z.string().refine((v) => {
    const hours = parseHours(v);
    return hours === null || (typeof hours === 'number' && hours >= 0 && hours <= 10_000);
  }, 'projects:taskForm.hoursInvalid'),
  tags: z.string().refine(listRule, 'projects:taskForm.listInvalid'),
  required_skills: z.string().refine(listRule, 'projects:taskForm.listInvalid'),
});
type TaskForm = z.infer<typeof taskFormSchema>;

const toInput = (v: TaskForm) => ({
  title: v.title.trim(),
  description: v.description,
  phase_id: emptyToNull(v.phase_id),
  priority: v.priority,
  assigned_to: emptyToNull(v.assigned_to),
  due_date: emptyToNull(v.due_date),
  estimated_hours: parseHours(v.estimated_hours) as number | null,
  tags: parseList(v.tags),
  required_skills: parseList(v.required_skills),
});
/** Editing: what the form holds, as the shared update schema validates it. */
export const updateForm = pipeInto(taskFormSchema.transform(toInput), updateTaskSchema);
/** Creating in `projectId`: what the form holds, as the shared create schema validates it. */
export const createFormFor = (projectId: string) =>
  pipeInto(
    taskFormSchema.transform((v) => ({
      ...toInput(v),
      project_id: projectId,
      title: v.title.trim() || undefined,
    })),
    createTaskSchema,
  );
/** The form's fields, in order (server field errors land on them). */
export const FIELDS = [
  'title',
  'description',
  'phase_id',
  'priority',
  'assigned_to',
  'due_date',
  'estimated_hours',
  'tags',
  'required_skills',
] as const;

/** The form's values: the task being edited, or an empty one (medium priority) in `defaultPhaseId`. */
export function taskFormValues(shown: Task | null, defaultPhaseId?: string): TaskForm {
  return {
    title: shown?.title ?? '',
    description: shown?.description ?? '',
    phase_id: shown ? (shown.phase_id ?? '') : (defaultPhaseId ?? ''),
    priority: shown?.priority ?? 'medium',
    assigned_to: shown?.assigned_to ?? '',
    due_date: shown?.due_date ?? '',
    estimated_hours: shown?.estimated_hours != null ? String(shown.estimated_hours) : '',
    tags: shown?.tags.join(', ') ?? '',
    required_skills: shown?.required_skills.join(', ') ?? '',
  };
}

/** How the conflict dialog shows an id of `list` (a phase, a team member): its name. */
export const nameOf =
  (list: ReadonlyArray<{ id: string; name?: string; full_name?: string }> | undefined) =>
  (value: unknown) => {
    const found = list?.find((item) => item.id === value);
    return found ? (found.name ?? found.full_name ?? String(value)) : value ? String(value) : '—';
  };

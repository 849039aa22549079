import { z } from 'zod';
import { taskPrioritySchema } from './phase-task-input';

/** What the assistant offers to do (issues 12 and 13), as it waits for its user's confirmation. */
export const assistantActionInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('createTask'),
    project_id: z.uuid(),
    project_name: z.string(),
    title: z.string(),
    priority: taskPrioritySchema,
    due_date: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('createPhase'),
    project_id: z.uuid(),
    project_name: z.string(),
    name: z.string(),
  }),
  z.object({
    kind: z.literal('bookMeeting'),
    summary: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    time_zone: z.string(),
    project_id: z.uuid().nullable(),
    project_name: z.string().nullable(),
    /** Portal users (with their id) and outside addresses, as the calendar stores them. */
    attendees: z.array(
      z.object({ user_id: z.uuid().nullable(), email: z.string(), name: z.string().nullable() }),
    ),
    /** Who is already busy then (the caller is `you`): the card's conflict warning. */
    busy: z.array(z.object({ user_id: z.uuid(), name: z.string().nullable(), you: z.boolean() })),
  }),
]);
export type AssistantActionInput = z.infer<typeof assistantActionInputSchema>;

/** What a confirmed action made, and where it is shown. */
export const assistantActionResultSchema = z.object({ id: z.uuid(), href: z.string() });
export type AssistantActionResult = z.infer<typeof assistantActionResultSchema>;

export const assistantActionStatusSchema = z.enum(['pending', 'running', 'done', 'cancelled', 'failed']);

export const assistantActionSchema = z.object({
  id: z.uuid(),
  status: assistantActionStatusSchema,
  input: assistantActionInputSchema,
  result: assistantActionResultSchema.nullable(),
  /** Why it failed, with its possible causes (docs/product.md#error-messages), in the caller's language. */
  error: z.string().nullable(),
});
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const decideAssistantActionSchema = z.object({ decision: z.enum(['confirm', 'cancel']) });
export type DecideAssistantActionInput = z.input<typeof decideAssistantActionSchema>;

import { z } from 'zod';
import { activityI18nSchema } from '../domain/activity';

/** /workspace: the caller's active projects, tasks due this week and recent activity. */
export const workspaceSchema = z.object({
  projects: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: z.string(),
      progress: z.number().int(),
      updated_at: z.string(),
    }),
  ),
  tasks_due: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      due_date: z.string().nullable(),
      priority: z.string(),
      project_id: z.uuid(),
      project_name: z.string(),
      overdue: z.boolean(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      description: z.string(),
      i18n: activityI18nSchema.nullable(),
      project_id: z.uuid(),
      project_name: z.string(),
      author_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type Workspace = z.infer<typeof workspaceSchema>;

import { z } from '@hono/zod-openapi';
import { pageMetaSchema } from '../../../shared/schemas/common';
import {
  completeTaskSchema,
  createTaskSchema,
  dependencyInputSchema,
  listTasksQuerySchema,
  taskCommentInputSchema,
  taskCommentSchema,
  taskDependencySchema,
  taskSchema,
  updateTaskSchema,
} from '../../../shared/schemas/phases-tasks';
import { routesTagged, withKey } from '../../lib/openapi-common';
import { taskExample } from '../projects/examples';

const route = routesTagged('Tasks');
const taskResponse = withKey('task', taskSchema);
const commentExample = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  task_id: taskExample.id,
  user_id: taskExample.created_by,
  author_name: 'Marta (agencia)',
  comment: 'Subido el primer boceto',
  created_at: '2026-11-05T10:00:00.000Z',
};

export const listRoute = route.get('/', 'Visible tasks by project, phase, status or assignee', {
  query: listTasksQuerySchema,
  response: z.object({ tasks: z.array(taskSchema), ...pageMetaSchema.shape }),
  responseExample: { tasks: [taskExample], total: 1, page: 1, limit: 50, totalPages: 1 },
});
export const createRouteDef = route.post('/', 'Create a task (admin): pending, priority medium by default', {
  body: createTaskSchema,
  bodyExample: {
    project_id: taskExample.project_id,
    phase_id: taskExample.phase_id,
    title: 'Diseñar la ficha de producto',
    priority: 'high',
    due_date: '2026-11-28',
  },
  response: taskResponse,
  responseExample: { task: taskExample },
  status: 201,
});
export const getRoute = route.get('/{id}', 'One task', {
  response: taskResponse,
  responseExample: { task: taskExample },
});
export const updateRoute = route.patch('/{id}', 'Edit or assign a task (admin)', {
  body: updateTaskSchema,
  bodyExample: { assigned_to: taskExample.assigned_to, priority: 'urgent' },
  response: taskResponse,
  responseExample: { task: taskExample },
});
export const completeRoute = route.post(
  '/{id}/complete',
  'Complete a task (admin), completion_percentage default 100',
  {
    body: completeTaskSchema,
    bodyExample: { completion_percentage: 100 },
    response: taskResponse,
    responseExample: { task: { ...taskExample, status: 'completed', completion_percentage: 100 } },
  },
);
export const deleteRoute = route.delete('/{id}', 'Delete a task (admin)');
export const listCommentsRoute = route.get('/{id}/comments', 'Comments on a task, oldest first', {
  response: withKey('comments', z.array(taskCommentSchema)),
  responseExample: { comments: [commentExample] },
});
export const addCommentRoute = route.post('/{id}/comments', 'Comment on a task', {
  body: taskCommentInputSchema,
  bodyExample: { comment: 'Subido el primer boceto' },
  response: withKey('comment', taskCommentSchema),
  responseExample: { comment: commentExample },
  status: 201,
});
export const addDependencyRoute = route.post(
  '/{id}/dependencies',
  'This task starts after another finishes (admin); cycles refused',
  {
    body: dependencyInputSchema,
    bodyExample: { depends_on_task_id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c' },
    response: withKey('dependencies', z.array(taskDependencySchema)),
    responseExample: {
      dependencies: [
        {
          task_id: taskExample.id,
          depends_on_task_id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
          dependency_type: 'finish_to_start',
        },
      ],
    },
    status: 201,
  },
);
export const removeDependencyRoute = route.delete(
  '/{id}/dependencies/{dependsOnId}',
  'Remove a dependency (admin)',
  {
    params: z.object({ id: z.uuid(), dependsOnId: z.uuid() }),
  },
);

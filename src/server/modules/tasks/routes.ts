import { z } from '@hono/zod-openapi';
import {
  completeTaskSchema,
  createTaskSchema,
  dependencyInputSchema,
  listTasksQuerySchema,
  taskCommentInputSchema,
  taskSchema,
  updateTaskSchema,
} from '../../../shared/schemas/phases-tasks';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { taskExample } from '../projects/examples';
import { addDependency, addTaskComment, listTaskComments, removeDependency } from './task-relations';
import { completeTask, createTask, deleteTask, getTask, listTasks, updateTask } from './task-operations';

const tag = 'Tasks';
const idParams = z.object({ id: z.uuid() });
const taskResponse = z.object({ task: taskSchema });
const taskCommentSchema = z.object({
  id: z.uuid(),
  task_id: z.uuid(),
  user_id: z.uuid().nullable(),
  author_name: z.string(),
  comment: z.string(),
  created_at: z.string(),
});
const commentExample = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  task_id: taskExample.id,
  user_id: taskExample.created_by,
  author_name: 'Marta (agencia)',
  comment: 'Subido el primer boceto',
  created_at: '2026-11-05T10:00:00.000Z',
};
const dependenciesResponse = z.object({
  dependencies: z.array(
    z.object({
      task_id: z.uuid(),
      depends_on_task_id: z.uuid(),
      dependency_type: z.literal('finish_to_start'),
    }),
  ),
});

const list = defineRoute({
  method: 'get',
  path: '/',
  tag,
  summary: 'Visible tasks by project, phase, status or assignee',
  query: listTasksQuerySchema,
  response: z.object({
    tasks: z.array(taskSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  }),
  responseExample: { tasks: [taskExample], total: 1, page: 1, limit: 50, totalPages: 1 },
});
const create = defineRoute({
  method: 'post',
  path: '/',
  tag,
  summary: 'Create a task (admin): pending, priority medium by default',
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
const get = defineRoute({
  method: 'get',
  path: '/{id}',
  tag,
  summary: 'One task',
  params: idParams,
  response: taskResponse,
  responseExample: { task: taskExample },
});
const update = defineRoute({
  method: 'patch',
  path: '/{id}',
  tag,
  summary: 'Edit or assign a task (admin)',
  params: idParams,
  body: updateTaskSchema,
  bodyExample: { assigned_to: taskExample.assigned_to, priority: 'urgent' },
  response: taskResponse,
  responseExample: { task: taskExample },
});
const complete = defineRoute({
  method: 'post',
  path: '/{id}/complete',
  tag,
  summary: 'Complete a task (admin), completion_percentage default 100',
  params: idParams,
  body: completeTaskSchema,
  bodyExample: { completion_percentage: 100 },
  response: taskResponse,
  responseExample: { task: { ...taskExample, status: 'completed', completion_percentage: 100 } },
});
const remove = defineRoute({
  method: 'delete',
  path: '/{id}',
  tag,
  summary: 'Delete a task (admin)',
  params: idParams,
});
const listComments = defineRoute({
  method: 'get',
  path: '/{id}/comments',
  tag,
  summary: 'Comments on a task, oldest first',
  params: idParams,
  response: z.object({ comments: z.array(taskCommentSchema) }),
  responseExample: { comments: [commentExample] },
});
const addComment = defineRoute({
  method: 'post',
  path: '/{id}/comments',
  tag,
  summary: 'Comment on a task',
  params: idParams,
  body: taskCommentInputSchema,
  bodyExample: { comment: 'Subido el primer boceto' },
  response: z.object({ comment: taskCommentSchema }),
  responseExample: { comment: commentExample },
  status: 201,
});
const addDep = defineRoute({
  method: 'post',
  path: '/{id}/dependencies',
  tag,
  summary: 'This task starts after another finishes (admin); cycles refused',
  params: idParams,
  body: dependencyInputSchema,
  bodyExample: { depends_on_task_id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c' },
  response: dependenciesResponse,
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
});
const removeDep = defineRoute({
  method: 'delete',
  path: '/{id}/dependencies/{dependsOnId}',
  tag,
  summary: 'Remove a dependency (admin)',
  params: z.object({ id: z.uuid(), dependsOnId: z.uuid() }),
});

export const tasksRoutes = createRouter()
  .openapi(list, async (c) =>
    c.json(await listTasks(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(create, async (c) =>
    c.json({ task: await createTask(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(get, async (c) =>
    c.json({ task: await getTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(update, async (c) =>
    c.json(
      {
        task: await updateTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id, c.req.valid('json')),
      },
      200,
    ),
  )
  .openapi(complete, async (c) =>
    c.json(
      {
        task: await completeTask(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      200,
    ),
  )
  .openapi(remove, async (c) => {
    await deleteTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listComments, async (c) =>
    c.json(
      { comments: await listTaskComments(c.var.deps.db, requireCaller(c), c.req.valid('param').id) },
      200,
    ),
  )
  .openapi(addComment, async (c) =>
    c.json(
      {
        comment: await addTaskComment(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').comment,
        ),
      },
      201,
    ),
  )
  .openapi(addDep, async (c) =>
    c.json(
      {
        dependencies: await addDependency(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').depends_on_task_id,
        ),
      },
      201,
    ),
  )
  .openapi(removeDep, async (c) => {
    const { id, dependsOnId } = c.req.valid('param');
    await removeDependency(c.var.deps.db, requireCaller(c), id, dependsOnId);
    return c.body(null, 204);
  });

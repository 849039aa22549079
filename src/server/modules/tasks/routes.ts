import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { addTaskComment } from './add-task-comment';
import { addTaskDependency } from './add-task-dependency';
import { completeTask } from './complete-task';
import { createTask } from './create-task';
import { deleteTask } from './delete-task';
import { getTask } from './get-task';
import { listTaskComments } from './list-task-comments';
import { listTasks } from './list-tasks';
import { removeTaskDependency } from './remove-task-dependency';
import * as r from './route-definitions';
import { updateTask } from './update-task';

export const tasksRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listTasks(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json({ task: await createTask(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(r.getRoute, async (c) =>
    c.json({ task: await getTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(r.updateRoute, async (c) =>
    c.json(
      {
        task: await updateTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id, c.req.valid('json')),
      },
      200,
    ),
  )
  .openapi(r.completeRoute, async (c) =>
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
  .openapi(r.deleteRoute, async (c) => {
    await deleteTask(c.var.deps.db, requireCaller(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(r.listCommentsRoute, async (c) =>
    c.json(
      { comments: await listTaskComments(c.var.deps.db, requireCaller(c), c.req.valid('param').id) },
      200,
    ),
  )
  .openapi(r.addCommentRoute, async (c) =>
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
  .openapi(r.addDependencyRoute, async (c) =>
    c.json(
      {
        dependencies: await addTaskDependency(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').depends_on_task_id,
        ),
      },
      201,
    ),
  )
  .openapi(r.removeDependencyRoute, async (c) => {
    const { id, dependsOnId } = c.req.valid('param');
    await removeTaskDependency(c.var.deps.db, requireCaller(c), id, dependsOnId);
    return c.body(null, 204);
  });

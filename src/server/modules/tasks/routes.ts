import { requireCaller } from '../../lib/caller';
import { handle } from '../../lib/handle';
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
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listTasks(db, caller, query)))
  .openapi(r.createRouteDef, async (c) =>
    c.json({ task: await createTask(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(...handle(r.getRoute, 'task', ({ db, caller, param }) => getTask(db, caller, param.id)))
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
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteTask(db, caller, param.id)))
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

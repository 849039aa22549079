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
  .openapi(...handle(r.createRouteDef, 'task', ({ db, caller, json }) => createTask(db, caller, json)))
  .openapi(...handle(r.getRoute, 'task', ({ db, caller, param }) => getTask(db, caller, param.id)))
  .openapi(
    ...handle(r.updateRoute, 'task', ({ db, caller, param, json }) => updateTask(db, caller, param.id, json)),
  )
  .openapi(
    ...handle(r.completeRoute, 'task', ({ db, caller, param, json }) =>
      completeTask(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteRoute, ({ db, caller, param }) => deleteTask(db, caller, param.id)))
  .openapi(
    ...handle(r.listCommentsRoute, 'comments', ({ db, caller, param }) =>
      listTaskComments(db, caller, param.id),
    ),
  )
  .openapi(
    ...handle(r.addCommentRoute, 'comment', ({ db, caller, param, json }) =>
      addTaskComment(db, caller, param.id, json.comment),
    ),
  )
  .openapi(
    ...handle(r.addDependencyRoute, 'dependencies', ({ db, caller, param, json }) =>
      addTaskDependency(db, caller, param.id, json.depends_on_task_id),
    ),
  )
  .openapi(
    ...handle(r.removeDependencyRoute, ({ db, caller, param }) =>
      removeTaskDependency(db, caller, param.id, param.dependsOnId),
    ),
  );

import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { listProgress } from './list-progress';
import { resetProgress } from './reset-progress';
import * as r from './route-definitions';
import { saveProgress } from './save-progress';

export const tutorialsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller }) => listProgress(db, caller)))
  .openapi(
    ...handle(r.saveRoute, ({ db, caller, param, json }) => saveProgress(db, caller, param.tourId, json)),
  )
  .openapi(...handle(r.resetRoute, ({ db, caller, param }) => resetProgress(db, caller, param.tourId)));

import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { deletePreference } from './delete-preference';
import { importPreferences } from './import-preferences';
import { listPreferences } from './list-preferences';
import { resetPreferences } from './reset-preferences';
import * as r from './route-definitions';
import { upsertPreference } from './upsert-preference';

export const preferencesRoutes = createRouter()
  .openapi(
    ...handle(r.listRoute, 'items', ({ db, caller, query }) =>
      listPreferences(db, caller, query.preference_type),
    ),
  )
  .openapi(...handle(r.putRoute, 'item', ({ db, caller, json }) => upsertPreference(db, caller, json)))
  .openapi(...handle(r.importRoute, 'items', ({ db, caller, json }) => importPreferences(db, caller, json)))
  .openapi(
    ...handle(r.removeRoute, ({ db, caller, param }) => deletePreference(db, caller, param.type, param.key)),
  )
  .openapi(...handle(r.resetRoute, ({ db, caller }) => resetPreferences(db, caller)));

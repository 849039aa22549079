import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getOrCreateSettings } from './get-or-create-settings';
import * as r from './route-definitions';
import { updateSettings } from './update-settings';

export const notificationSettingsRoutes = createRouter()
  .openapi(...handle(r.getRoute, 'settings', ({ db, caller }) => getOrCreateSettings(db, caller)))
  .openapi(...handle(r.patchRoute, 'settings', ({ db, caller, json }) => updateSettings(db, caller, json)));

import { workspaceSchema } from '../../../shared/schemas/workspace';
import { routesTagged } from '../../lib/openapi-common';

const route = routesTagged('Workspace');

export const getRoute = route.get('/workspace', 'Active projects, tasks due this week and recent activity', {
  response: workspaceSchema,
  responseExample: { projects: [], tasks_due: [], activity: [] },
});

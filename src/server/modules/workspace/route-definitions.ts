import { workspaceSchema } from '../../../shared/schemas/workspace';
import { defineRoute } from '../../lib/openapi-common';

export const getRoute = defineRoute({
  method: 'get',
  path: '/workspace',
  tag: 'Workspace',
  summary: 'Active projects, tasks due this week and recent activity',
  response: workspaceSchema,
  responseExample: { projects: [], tasks_due: [], activity: [] },
});

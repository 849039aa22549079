/**
 * Keys of this feature. Under 'projects' what a project, phase, task or comment event must
 * refresh (the realtime relay invalidates that prefix); the dashboard's own settings sit apart
 * (never under 'preferences', whose reset writes a list there).
 */
export const workspaceKeys = {
  workspace: ['projects', 'workspace'] as const,
  dashboardSettings: ['dashboard-settings'] as const,
};

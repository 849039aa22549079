-- A client's reads of what hangs from their projects (phases, tasks, metrics, progress history,
-- comments, activity) asked app_owns_project(project_id) of every row: a function PostgreSQL
-- cannot inline (its body is a sub-select), so each row ran one more query. The same rule as a
-- sub-select in the policy is planned once per statement, a hashed set of the client's own
-- project ids that each row is probed against. Same rows visible: the projects a client may
-- read are the ones they created (projects_select_own applies inside the sub-select as well).
-- Writes keep app_owns_project in their checks (one row at a time).
ALTER POLICY project_progress_history_own ON project_progress_history
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));
--> statement-breakpoint
ALTER POLICY project_phases_own ON project_phases
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));
--> statement-breakpoint
ALTER POLICY tasks_own ON tasks
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));
--> statement-breakpoint
ALTER POLICY project_metrics_own ON project_metrics
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));
--> statement-breakpoint
ALTER POLICY comments_select_own_project ON comments
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));
--> statement-breakpoint
ALTER POLICY project_activity_log_select_own ON project_activity_log
  USING (project_id IN (SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())));

-- Clients see the agency's staff (admins) by name: comment authors, assignees, approvers.
CREATE POLICY users_select_staff ON users FOR SELECT TO websy_app
  USING (role = 'admin' AND (SELECT app_user_id()) IS NOT NULL);
--> statement-breakpoint
-- Search: case-insensitive substring search on name and description uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_name_trgm_idx ON projects USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_description_trgm_idx ON projects USING gin (description gin_trgm_ops);
--> statement-breakpoint

-- Can the caller see this project? Its creator (the client) or an admin. SECURITY INVOKER, so it
-- runs under the caller's role; the index on created_by makes it one probe.
CREATE OR REPLACE FUNCTION app_can_see_project(p_project_id uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT (SELECT app_is_admin())
      OR EXISTS (SELECT 1 FROM projects p WHERE p.id = p_project_id AND p.created_by = (SELECT app_user_id()))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_can_see_project(uuid) TO websy_app;
--> statement-breakpoint

-- projects: a client reaches only the projects they created; an admin all.
GRANT SELECT, INSERT, UPDATE, DELETE ON projects, project_progress_history TO websy_app;
--> statement-breakpoint
ALTER TABLE projects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY projects_select ON projects FOR SELECT TO websy_app
  USING (created_by = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY projects_insert ON projects FOR INSERT TO websy_app
  WITH CHECK ((created_by = (SELECT app_user_id()) AND user_id = (SELECT app_user_id())) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY projects_update ON projects FOR UPDATE TO websy_app
  USING (created_by = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (created_by = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
-- SPEC §6: a non-admin deletes only their own rejected projects.
CREATE POLICY projects_delete ON projects FOR DELETE TO websy_app
  USING ((created_by = (SELECT app_user_id()) AND approval_status = 'rejected') OR (SELECT app_is_admin()));
--> statement-breakpoint

-- A client cannot approve, set status or progress of a project, not even their own.
CREATE OR REPLACE FUNCTION projects_guard_privileged_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_user = 'websy_app' AND NOT app_is_admin() THEN
    IF TG_OP = 'INSERT' THEN
      IF NEW.approval_status <> 'pending' OR NEW.approved_by IS NOT NULL OR NEW.approved_at IS NOT NULL
         OR NEW.progress <> 0 OR NEW.status <> 'development' THEN
        RAISE EXCEPTION 'permission denied to set approval, status or progress' USING ERRCODE = '42501';
      END IF;
    ELSIF (NEW.approval_status IS DISTINCT FROM OLD.approval_status
           AND NOT (NEW.approval_status = 'pending' AND OLD.approval_status = 'rejected'))
       OR NEW.approved_by IS DISTINCT FROM OLD.approved_by
       OR NEW.approved_at IS DISTINCT FROM OLD.approved_at
       OR NEW.admin_notes IS DISTINCT FROM OLD.admin_notes
       OR NEW.status IS DISTINCT FROM OLD.status
       OR NEW.progress IS DISTINCT FROM OLD.progress
       OR NEW.completion_percentage IS DISTINCT FROM OLD.completion_percentage
       OR NEW.created_by IS DISTINCT FROM OLD.created_by
       OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      RAISE EXCEPTION 'permission denied to change approval, status, progress or owner' USING ERRCODE = '42501';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_guard_privileged_columns BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_guard_privileged_columns();
--> statement-breakpoint

-- At most 100 projects per user (SPEC §9), whoever inserts.
CREATE OR REPLACE FUNCTION projects_enforce_limit() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('projects_limit:' || NEW.created_by::text));
  IF (SELECT count(*) FROM projects WHERE created_by = NEW.created_by) >= 100 THEN
    RAISE EXCEPTION 'project limit reached' USING ERRCODE = 'P0100';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_enforce_limit BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_enforce_limit();
--> statement-breakpoint

ALTER TABLE project_progress_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_progress_history_select ON project_progress_history FOR SELECT TO websy_app
  USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY project_progress_history_admin ON project_progress_history FOR ALL TO websy_app
  USING ((SELECT app_is_admin())) WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint

-- Phases, tasks, dependencies, metrics: clients read their projects'; admins manage.
GRANT SELECT, INSERT, UPDATE, DELETE ON project_phases, tasks, task_dependencies, project_metrics TO websy_app;
--> statement-breakpoint
ALTER TABLE project_phases ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_phases_select ON project_phases FOR SELECT TO websy_app USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY project_phases_admin ON project_phases FOR ALL TO websy_app
  USING ((SELECT app_is_admin())) WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint
ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tasks_select ON tasks FOR SELECT TO websy_app USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY tasks_admin ON tasks FOR ALL TO websy_app
  USING ((SELECT app_is_admin())) WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint
ALTER TABLE task_dependencies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY task_dependencies_select ON task_dependencies FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY task_dependencies_admin ON task_dependencies FOR ALL TO websy_app
  USING ((SELECT app_is_admin())) WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint
ALTER TABLE project_metrics ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_metrics_select ON project_metrics FOR SELECT TO websy_app USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY project_metrics_admin ON project_metrics FOR ALL TO websy_app
  USING ((SELECT app_is_admin())) WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint

-- A dependency never closes a cycle, whoever inserts it.
CREATE OR REPLACE FUNCTION task_dependencies_refuse_cycle() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.task_id = NEW.depends_on_task_id OR EXISTS (
    WITH RECURSIVE chain(id) AS (
      SELECT NEW.depends_on_task_id
      UNION
      SELECT d.depends_on_task_id FROM task_dependencies d JOIN chain c ON d.task_id = c.id
    )
    SELECT 1 FROM chain WHERE id = NEW.task_id
  ) THEN
    RAISE EXCEPTION 'dependency cycle' USING ERRCODE = 'P0101';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_dependencies_refuse_cycle BEFORE INSERT OR UPDATE ON task_dependencies
  FOR EACH ROW EXECUTE FUNCTION task_dependencies_refuse_cycle();
--> statement-breakpoint

-- Comments (project and task): everyone who sees the project reads and writes as themselves;
-- authors edit and delete their own, admins any.
GRANT SELECT, INSERT, UPDATE, DELETE ON comments, task_comments TO websy_app;
--> statement-breakpoint
ALTER TABLE comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY comments_select ON comments FOR SELECT TO websy_app USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_insert ON comments FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_modify ON comments FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_delete ON comments FOR DELETE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
ALTER TABLE task_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY task_comments_select ON task_comments FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY task_comments_insert ON task_comments FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY task_comments_delete ON task_comments FOR DELETE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint

-- Activity log: read with the project; appended by whoever acts on it, as themselves.
GRANT SELECT, INSERT ON project_activity_log TO websy_app;
--> statement-breakpoint
ALTER TABLE project_activity_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_activity_log_select ON project_activity_log FOR SELECT TO websy_app
  USING (app_can_see_project(project_id));
--> statement-breakpoint
CREATE POLICY project_activity_log_insert ON project_activity_log FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_can_see_project(project_id));
--> statement-breakpoint

-- Skills: everyone reads the team's skills; each user (or an admin) manages their own.
GRANT SELECT, INSERT, UPDATE, DELETE ON user_skills TO websy_app;
--> statement-breakpoint
ALTER TABLE user_skills ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_skills_select ON user_skills FOR SELECT TO websy_app USING (true);
--> statement-breakpoint
CREATE POLICY user_skills_write ON user_skills FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint

-- Notifications: each user reads and updates their own; anyone signed in may notify others
-- (events), never as somebody else.
GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO websy_app;
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notifications_select ON notifications FOR SELECT TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY notifications_insert ON notifications FOR INSERT TO websy_app
  WITH CHECK ((SELECT app_is_admin()) OR (
    coalesce(metadata->>'sender_id', '') = (SELECT app_user_id())::text
    AND EXISTS (SELECT 1 FROM users u WHERE u.id = user_id AND u.role = 'admin')));
--> statement-breakpoint
CREATE POLICY notifications_update ON notifications FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY notifications_delete ON notifications FOR DELETE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint

-- Approval requests with their details (SPEC §3 "a view of approval requests"). security_invoker
-- keeps the caller's row-level security on the view.
CREATE VIEW project_approval_requests WITH (security_invoker = true) AS
  SELECT p.id AS project_id, p.name AS project_name, p.type, p.approval_status, p.request_notes,
         p.requested_at, p.admin_notes, p.approved_by, p.approved_at, p.created_at,
         p.created_by, u.full_name AS requester_name, u.email AS requester_email
    FROM projects p LEFT JOIN users u ON u.id = p.created_by;
--> statement-breakpoint
GRANT SELECT ON project_approval_requests TO websy_app;

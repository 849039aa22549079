-- Search: case-insensitive substring search on name and description uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_name_trgm_idx ON projects USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_description_trgm_idx ON projects USING gin (description gin_trgm_ops);
--> statement-breakpoint

-- Is this project the calling client's? (Admins have policies of their own.) SECURITY INVOKER:
-- evaluated under the caller's role, one index probe on projects.
CREATE OR REPLACE FUNCTION app_owns_project(p_project_id uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM projects p WHERE p.id = p_project_id AND p.created_by = (SELECT app_user_id()))
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_owns_project(uuid) TO websy_app, websy_admin;
--> statement-breakpoint

-- Everything below: admins (websy_admin) reach every row.
GRANT SELECT, INSERT, UPDATE, DELETE ON projects, project_progress_history, project_phases, tasks,
  task_dependencies, project_metrics, comments, task_comments, project_activity_log, user_skills, notifications
  TO websy_admin;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['projects', 'project_progress_history', 'project_phases', 'tasks', 'task_dependencies',
    'project_metrics', 'comments', 'task_comments', 'project_activity_log', 'user_skills', 'notifications'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO websy_admin USING (true) WITH CHECK (true)', t || '_admin', t);
  END LOOP;
END $$;
--> statement-breakpoint

-- projects: a client reaches only the projects they created.
GRANT SELECT, INSERT, UPDATE, DELETE ON projects TO websy_app;
--> statement-breakpoint
CREATE POLICY projects_select_own ON projects FOR SELECT TO websy_app
  USING (created_by = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY projects_insert_own ON projects FOR INSERT TO websy_app
  WITH CHECK (created_by = (SELECT app_user_id()) AND user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY projects_update_own ON projects FOR UPDATE TO websy_app
  USING (created_by = (SELECT app_user_id())) WITH CHECK (created_by = (SELECT app_user_id()));
--> statement-breakpoint
-- docs/product.md#roles-and-what-each-sees: a client deletes only their own rejected projects.
CREATE POLICY projects_delete_own_rejected ON projects FOR DELETE TO websy_app
  USING (created_by = (SELECT app_user_id()) AND approval_status = 'rejected');
--> statement-breakpoint

-- A client cannot approve, set status or progress of a project, not even their own; asking
-- again after a rejection (rejected → pending) is theirs.
CREATE OR REPLACE FUNCTION projects_guard_privileged_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_user = 'websy_app' THEN
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
       OR NEW.is_active IS DISTINCT FROM OLD.is_active
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

-- At most 100 projects per user (docs/product.md#limits), whoever inserts.
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

-- Reads that hang from a client's project; phases, tasks, dependencies, metrics and history
-- are written by admins only.
GRANT SELECT ON project_progress_history, project_phases, tasks, task_dependencies, project_metrics TO websy_app;
--> statement-breakpoint
CREATE POLICY project_progress_history_own ON project_progress_history FOR SELECT TO websy_app USING (app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY project_phases_own ON project_phases FOR SELECT TO websy_app USING (app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY tasks_own ON tasks FOR SELECT TO websy_app USING (app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY task_dependencies_own ON task_dependencies FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY project_metrics_own ON project_metrics FOR SELECT TO websy_app USING (app_owns_project(project_id));
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

-- Comments: a client reads their projects' comments and writes, edits and deletes their own.
GRANT SELECT, INSERT, UPDATE, DELETE ON comments, task_comments TO websy_app;
--> statement-breakpoint
CREATE POLICY comments_select_own_project ON comments FOR SELECT TO websy_app USING (app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_insert_own ON comments FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_update_own ON comments FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()) AND app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY comments_delete_own ON comments FOR DELETE TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY task_comments_select_own_project ON task_comments FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY task_comments_insert_own ON task_comments FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND EXISTS (SELECT 1 FROM tasks t WHERE t.id = task_id));
--> statement-breakpoint
CREATE POLICY task_comments_delete_own ON task_comments FOR DELETE TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- Activity log: read with the project; appended by whoever acts on it, as themselves.
GRANT SELECT, INSERT ON project_activity_log TO websy_app;
--> statement-breakpoint
CREATE POLICY project_activity_log_select_own ON project_activity_log FOR SELECT TO websy_app USING (app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY project_activity_log_insert_own ON project_activity_log FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_owns_project(project_id));
--> statement-breakpoint

-- Skills: everyone signed in reads the team's skills; a client manages their own.
GRANT SELECT, INSERT, UPDATE, DELETE ON user_skills TO websy_app;
--> statement-breakpoint
CREATE POLICY user_skills_select ON user_skills FOR SELECT TO websy_app USING ((SELECT app_user_id()) IS NOT NULL);
--> statement-breakpoint
CREATE POLICY user_skills_write_own ON user_skills FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- Notifications: a client reads and updates their own; notifies the agency's staff only, as
-- themselves (events such as "new project awaiting approval").
GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO websy_app;
--> statement-breakpoint
CREATE POLICY notifications_own ON notifications FOR SELECT TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY notifications_update_own ON notifications FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY notifications_delete_own ON notifications FOR DELETE TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY notifications_insert_to_staff ON notifications FOR INSERT TO websy_app
  WITH CHECK (coalesce(metadata->>'sender_id', '') = (SELECT app_user_id())::text
              AND EXISTS (SELECT 1 FROM users u WHERE u.id = user_id AND u.role = 'admin'));
--> statement-breakpoint

-- Approval requests with their details (docs/product.md#records-and-fields "a view of approval requests"). security_invoker
-- keeps the caller's row-level security on the view.
CREATE VIEW project_approval_requests WITH (security_invoker = true) AS
  SELECT p.id AS project_id, p.name AS project_name, p.type, p.approval_status, p.request_notes,
         p.requested_at, p.admin_notes, p.approved_by, p.approved_at, p.created_at,
         p.created_by, u.full_name AS requester_name, u.email AS requester_email
    FROM projects p LEFT JOIN users u ON u.id = p.created_by;
--> statement-breakpoint
GRANT SELECT ON project_approval_requests TO websy_app, websy_admin;

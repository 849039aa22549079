-- Row-level security for the foundation tables.
-- The server runs a signed-in caller's queries under a plain role: websy_app for clients,
-- websy_admin for the agency's admins (neither superuser nor BYPASSRLS nor owner), with
-- app.user_id and app.role set for the transaction. Separate roles keep each policy free of
-- "OR is admin", so the planner can use the indexes on the owner columns.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'websy_app') THEN
    CREATE ROLE websy_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'websy_admin') THEN
    CREATE ROLE websy_admin NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'websy_app', 'MEMBER') THEN
    EXECUTE format('GRANT websy_app TO %I', current_user);
  END IF;
  IF NOT pg_has_role(current_user, 'websy_admin', 'MEMBER') THEN
    EXECUTE format('GRANT websy_admin TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO websy_app, websy_admin;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_is_admin() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT current_user = 'websy_admin' $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_user_id(), app_is_admin() TO websy_app, websy_admin;
--> statement-breakpoint

-- users: a client reads their own row and the agency's staff, and edits their own row.
GRANT SELECT, UPDATE ON users TO websy_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON users TO websy_admin;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_select_own ON users FOR SELECT TO websy_app
  USING (id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY users_select_staff ON users FOR SELECT TO websy_app
  USING (role = 'admin' AND (SELECT app_user_id()) IS NOT NULL);
--> statement-breakpoint
CREATE POLICY users_update_own ON users FOR UPDATE TO websy_app
  USING (id = (SELECT app_user_id())) WITH CHECK (id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY users_admin ON users FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint

-- A client changes neither role, ban nor e-mail, even on their own row.
CREATE OR REPLACE FUNCTION users_guard_privileged_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_user = 'websy_app'
     AND (NEW.role IS DISTINCT FROM OLD.role
          OR NEW.banned IS DISTINCT FROM OLD.banned
          OR NEW.email IS DISTINCT FROM OLD.email) THEN
    RAISE EXCEPTION 'permission denied to change role, ban or e-mail' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_guard_privileged_columns BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_guard_privileged_columns();
--> statement-breakpoint

-- Tables keyed by user_id: a client's own rows; every row for admins.
GRANT SELECT, INSERT, UPDATE, DELETE ON user_preferences, notification_settings TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE user_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_preferences_own ON user_preferences FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY user_preferences_admin ON user_preferences FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_settings_own ON notification_settings FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY notification_settings_admin ON notification_settings FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint

-- security_logs: append-only for callers; a client sees their own trail, an admin all of it.
GRANT SELECT, INSERT ON security_logs TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE security_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY security_logs_own ON security_logs FOR SELECT TO websy_app
  USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY security_logs_insert_own ON security_logs FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY security_logs_admin ON security_logs FOR ALL TO websy_admin USING (true) WITH CHECK (true);

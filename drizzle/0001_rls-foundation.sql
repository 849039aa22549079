-- Row-level security for the foundation tables.
-- The server runs a signed-in caller's queries under the plain role websy_app (no superuser, no
-- BYPASSRLS, not the owner) with app.user_id and app.role set for the transaction.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'websy_app') THEN
    CREATE ROLE websy_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'websy_app', 'MEMBER') THEN
    EXECUTE format('GRANT websy_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO websy_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT NULLIF(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_is_admin() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.role', true), '') = 'admin' $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_user_id() TO websy_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_is_admin() TO websy_app;
--> statement-breakpoint

-- users: everyone reads and edits their own row, admins every row.
GRANT SELECT, UPDATE ON users TO websy_app;
--> statement-breakpoint
GRANT INSERT, DELETE ON users TO websy_app;
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_select ON users FOR SELECT TO websy_app
  USING (id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY users_update ON users FOR UPDATE TO websy_app
  USING (id = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY users_insert ON users FOR INSERT TO websy_app
  WITH CHECK ((SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY users_delete ON users FOR DELETE TO websy_app
  USING ((SELECT app_is_admin()));
--> statement-breakpoint

-- Only an admin may change a role or a ban, even on their own row.
CREATE OR REPLACE FUNCTION users_guard_privileged_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_user = 'websy_app' AND NOT app_is_admin()
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

-- Tables keyed by user_id: own rows, or every row for admins.
GRANT SELECT, INSERT, UPDATE, DELETE ON user_preferences TO websy_app;
--> statement-breakpoint
ALTER TABLE user_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_preferences_owner ON user_preferences FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_settings TO websy_app;
--> statement-breakpoint
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_settings_owner ON notification_settings FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()))
  WITH CHECK (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint

-- security_logs: append-only for callers; a user sees their own trail, an admin all of it.
GRANT SELECT, INSERT ON security_logs TO websy_app;
--> statement-breakpoint
ALTER TABLE security_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY security_logs_select ON security_logs FOR SELECT TO websy_app
  USING (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));
--> statement-breakpoint
CREATE POLICY security_logs_insert ON security_logs FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) OR (SELECT app_is_admin()));

-- sessions, the auth library's table: the library reads and writes it as the server, the table's
-- owner, which row-level security does not bind. Under a caller's role (the sessions module), a
-- caller lists and ends their own sessions only, and never reads a token (the credential kept in
-- the HttpOnly cookie). Admins too: ending another user's sessions is deactivating them (as the
-- server, after the role-checked update of users).
GRANT SELECT (id, user_id, expires_at, ip_address, user_agent, created_at, updated_at), DELETE ON sessions
  TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sessions_select_own ON sessions FOR SELECT TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY sessions_delete_own ON sessions FOR DELETE TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id()));

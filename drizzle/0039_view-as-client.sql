-- decision 0054: "view as client". An admin's view of a client's portal is a session of the auth
-- library's own impersonation (sessions.impersonated_by), recorded in security_logs as
-- client_view_started (user_id: the admin; details: target_id, target_email, session, expires_at)
-- and client_view_ended (details: the same session and its length in seconds). A client may read
-- their own security_logs rows only (user_id = themselves), so the views of their portal reach
-- them through this function: only the views of the caller's own portal, only what the settings
-- show (who, when, how long), never the admin's address, IP or browser.
CREATE INDEX security_logs_client_view_target_idx ON security_logs ((details->>'target_id'), "timestamp" DESC)
  WHERE event = 'client_view_started';
--> statement-breakpoint
CREATE INDEX security_logs_client_view_session_idx ON security_logs ((details->>'session'))
  WHERE event = 'client_view_ended';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_portal_views(max_rows integer DEFAULT 50)
  RETURNS TABLE (
    id uuid,
    admin_name text,
    started_at timestamptz,
    ended_at timestamptz,
    expires_at timestamptz,
    duration_seconds integer
  )
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.id,
         u.full_name,
         s."timestamp",
         e."timestamp",
         (s.details->>'expires_at')::timestamptz,
         (e.details->>'seconds')::integer
    FROM security_logs s
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN LATERAL (
      SELECT x."timestamp", x.details
        FROM security_logs x
       WHERE x.event = 'client_view_ended' AND x.details->>'session' = s.details->>'session'
       ORDER BY x."timestamp"
       LIMIT 1
    ) e ON true
   WHERE s.event = 'client_view_started'
     AND s.details->>'target_id' = (SELECT app_user_id())::text
   ORDER BY s."timestamp" DESC
   LIMIT least(greatest(max_rows, 1), 200)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION client_portal_views(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION client_portal_views(integer) TO websy_app, websy_admin;

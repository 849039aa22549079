-- Which of these users accept notifications of this category (docs/product.md#records-and-fields notification_settings;
-- no settings row means the defaults, all on). SECURITY DEFINER: the sender may not read the
-- recipients' settings, only learn whom to notify.
CREATE OR REPLACE FUNCTION notification_recipients(p_user_ids uuid[], p_category text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT u.id
    FROM unnest(p_user_ids) AS u(id)
    LEFT JOIN notification_settings s ON s.user_id = u.id
   WHERE CASE p_category
           WHEN 'project' THEN coalesce(s.project_updates, true)
           WHEN 'ticket' THEN coalesce(s.ticket_updates, true)
           WHEN 'payment' THEN coalesce(s.payment_updates, true)
           WHEN 'security' THEN coalesce(s.security_alerts, true)
           WHEN 'system' THEN coalesce(s.system_notifications, true)
           ELSE true
         END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION notification_recipients(uuid[], text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION notification_recipients(uuid[], text) TO websy_app, websy_admin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notifications_expires_at_idx ON notifications (expires_at) WHERE expires_at IS NOT NULL;

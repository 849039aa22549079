-- Presence: a client sees their own and the agency staff's; admins everyone's.
GRANT SELECT, INSERT, UPDATE ON user_presence TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE user_presence ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_presence_own ON user_presence FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY user_presence_staff ON user_presence FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM users u WHERE u.id = user_id AND u.role = 'admin'));
--> statement-breakpoint
CREATE POLICY user_presence_admin ON user_presence FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint

-- Realtime: every committed change of a watched table is announced on channel websy_changes
-- with who may see the row (its audience of user ids, and whether admins may). The relay in
-- each server instance forwards it only to sockets of that audience. SECURITY DEFINER: the
-- audience (a project's owner) is looked up whatever the acting role may read.
CREATE OR REPLACE FUNCTION realtime_announce() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  rec record;
  project uuid;
  audience uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'notifications' THEN
    audience := ARRAY[rec.user_id];
  ELSIF TG_TABLE_NAME = 'users' THEN
    audience := ARRAY[rec.id];
  ELSIF TG_TABLE_NAME = 'tickets' THEN
    audience := ARRAY[rec.user_id];
  ELSIF TG_TABLE_NAME = 'projects' THEN
    project := rec.id;
    audience := ARRAY[rec.created_by];
  ELSE
    project := rec.project_id;
    SELECT ARRAY[p.created_by] INTO audience FROM projects p WHERE p.id = rec.project_id;
  END IF;
  PERFORM pg_notify('websy_changes', json_build_object(
    'table', TG_TABLE_NAME,
    'op', lower(TG_OP),
    'id', rec.id,
    'project_id', project,
    'audience', coalesce(audience, ARRAY[]::uuid[]),
    'admins', TG_TABLE_NAME <> 'notifications',
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notifications', 'projects', 'project_phases', 'tasks', 'comments', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION realtime_announce()',
      t || '_realtime', t);
  END LOOP;
END $$;

-- decision 0051: every change announced on websy_changes names its transaction ('xid'). A page drawn
-- for a signed-in person records the database's snapshot before reading its data; the relay then
-- replays to it exactly the changes of transactions that snapshot did not see, whichever instance
-- drew the page and whichever relays (decision 0050). Clocks are no longer compared.
CREATE OR REPLACE FUNCTION realtime_announce() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  rec record;
  tbl text := TG_TABLE_NAME;
  row_id uuid;
  project uuid;
  audience uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF tbl = 'notifications' THEN
    audience := ARRAY[rec.user_id];
  ELSIF tbl = 'users' THEN
    audience := ARRAY[rec.id];
  ELSIF tbl = 'tickets' THEN
    audience := ARRAY[rec.user_id];
  ELSIF tbl = 'projects' THEN
    project := rec.id;
  ELSE
    project := rec.project_id;
  END IF;
  IF project IS NOT NULL THEN
    SELECT ARRAY[p.created_by] || coalesce(
             (SELECT array_agg(m.user_id) FROM project_members m WHERE m.project_id = p.id), ARRAY[]::uuid[])
      INTO audience FROM projects p WHERE p.id = project;
    IF tbl = 'projects' AND audience IS NULL THEN
      audience := ARRAY[rec.created_by];
    END IF;
  END IF;
  IF tbl = 'project_members' THEN
    tbl := 'projects';
    row_id := rec.project_id;
    audience := array_append(coalesce(audience, ARRAY[]::uuid[]), rec.user_id);
  ELSE
    row_id := rec.id;
  END IF;
  PERFORM pg_notify('websy_changes', json_build_object(
    'table', tbl,
    'op', CASE WHEN TG_TABLE_NAME = 'project_members' THEN 'update' ELSE lower(TG_OP) END,
    'id', row_id,
    'project_id', project,
    'audience', coalesce(audience, ARRAY[]::uuid[]),
    'admins', tbl <> 'notifications',
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint,
    'xid', pg_current_xact_id()::text
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chat_messages_announce() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  project uuid;
  audience uuid[];
BEGIN
  SELECT r.project_id INTO project FROM chat_rooms r WHERE r.id = NEW.room_id;
  SELECT ARRAY[p.created_by] || coalesce(
           (SELECT array_agg(m.user_id) FROM project_members m WHERE m.project_id = p.id), ARRAY[]::uuid[])
    INTO audience FROM projects p WHERE p.id = project;
  PERFORM pg_notify('websy_changes', json_build_object(
    'table', 'chat_messages',
    'op', lower(TG_OP),
    'id', NEW.id,
    'project_id', project,
    'audience', coalesce(audience, ARRAY[]::uuid[]),
    'admins', true,
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint,
    'xid', pg_current_xact_id()::text
  )::text);
  RETURN NULL;
END $$;

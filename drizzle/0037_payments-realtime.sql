-- decision 0051: invoices change live. A payment's changes reach the client it is billed to and the
-- admins (ids only, as every change), so an open invoice dialog learns that its record changed and
-- the billing screens refresh. realtime_announce gains the payments branch (a payment's project is
-- not its audience: only the billed client sees it).
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
  ELSIF tbl IN ('tickets', 'payments') THEN
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
CREATE TRIGGER payments_realtime AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION realtime_announce();

CREATE TABLE "project_members" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "project_members_kind_check" CHECK ("project_members"."kind" IN ('staff', 'client'))
);
--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint

-- Collaborators (decision 0017). A project's members are its owner (projects.created_by), the admins
-- (websy_admin reads every row) and the rows of project_members: staff an admin assigned and
-- client colleagues the owner or an admin added.

-- The projects the calling client collaborates on, and every project they may read (their own and
-- those). SECURITY DEFINER: the policies of projects and project_members ask these functions, so
-- the functions must not go through those policies again (no recursion). Used as
-- `project_id IN (SELECT app_readable_project_ids())`: a sub-select planned once per statement,
-- a hashed set each row is probed against (the shape of 0012).
CREATE OR REPLACE FUNCTION app_member_project_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 20 SET search_path = public AS $$
  SELECT m.project_id FROM project_members m WHERE m.user_id = (SELECT app_user_id())
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_readable_project_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 20 SET search_path = public AS $$
  SELECT p.id FROM projects p WHERE p.created_by = (SELECT app_user_id())
  UNION
  SELECT m.project_id FROM project_members m WHERE m.user_id = (SELECT app_user_id())
$$;
--> statement-breakpoint
-- One row's check for writes (comments, activity): does the caller own or collaborate on it?
CREATE OR REPLACE FUNCTION app_reads_project(p_project_id uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (SELECT 1 FROM projects p WHERE p.id = p_project_id AND p.created_by = (SELECT app_user_id()))
      OR EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p_project_id AND m.user_id = (SELECT app_user_id()))
$$;
--> statement-breakpoint
-- The people the caller shares a project with: the owners and collaborators of what they read.
CREATE OR REPLACE FUNCTION app_peer_user_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 20 SET search_path = public AS $$
  SELECT p.created_by FROM projects p WHERE p.id IN (SELECT app_readable_project_ids())
  UNION
  SELECT m.user_id FROM project_members m WHERE m.project_id IN (SELECT app_readable_project_ids())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_member_project_ids(), app_readable_project_ids(), app_reads_project(uuid),
  app_peer_user_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_member_project_ids(), app_readable_project_ids(), app_reads_project(uuid),
  app_peer_user_ids() TO websy_app, websy_admin;
--> statement-breakpoint

-- project_members: admins everything; a client reads the members of the projects they read, adds
-- client colleagues to their own projects as themselves, removes them, and leaves.
GRANT SELECT, INSERT, UPDATE, DELETE ON project_members TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON project_members TO websy_app;
--> statement-breakpoint
ALTER TABLE project_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_members_admin ON project_members FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY project_members_select ON project_members FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY project_members_insert_own_project ON project_members FOR INSERT TO websy_app
  WITH CHECK (kind = 'client' AND added_by = (SELECT app_user_id()) AND app_owns_project(project_id));
--> statement-breakpoint
CREATE POLICY project_members_delete ON project_members FOR DELETE TO websy_app
  USING (user_id = (SELECT app_user_id()) OR app_owns_project(project_id));
--> statement-breakpoint

-- Whoever inserts: at most 20 collaborators per project, never the owner, kind matching the
-- user's role (admin ↔ staff, user ↔ client), no deactivated account. The project row is locked
-- FOR UPDATE before counting, so parallel adds to one project queue behind each other and each
-- count sees the ones committed before it (READ COMMITTED takes a new snapshot per statement).
-- SECURITY DEFINER: the new member's role is read whatever the acting client may see.
CREATE OR REPLACE FUNCTION project_members_guard() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  owner_id uuid;
  member users%ROWTYPE;
BEGIN
  SELECT p.created_by INTO owner_id FROM projects p WHERE p.id = NEW.project_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses it
  END IF;
  IF NEW.user_id = owner_id THEN
    RAISE EXCEPTION 'the owner is not a collaborator' USING ERRCODE = 'P0111';
  END IF;
  SELECT * INTO member FROM users u WHERE u.id = NEW.user_id;
  IF FOUND THEN
    IF member.banned THEN
      RAISE EXCEPTION 'inactive user' USING ERRCODE = 'P0112';
    END IF;
    IF (member.role = 'admin') <> (NEW.kind = 'staff') THEN
      RAISE EXCEPTION 'kind does not match the role' USING ERRCODE = 'P0113';
    END IF;
  END IF;
  IF TG_OP = 'INSERT' AND NOT EXISTS (
       SELECT 1 FROM project_members m WHERE m.project_id = NEW.project_id AND m.user_id = NEW.user_id)
     AND (SELECT count(*) FROM project_members m WHERE m.project_id = NEW.project_id) >= 20 THEN
    RAISE EXCEPTION 'collaborator limit reached' USING ERRCODE = 'P0110';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_members_guard BEFORE INSERT OR UPDATE ON project_members
  FOR EACH ROW EXECUTE FUNCTION project_members_guard();
--> statement-breakpoint

-- A client reads a project they collaborate on, and what hangs from it (task dependencies and
-- task comments follow tasks). Updating, deleting and asking approval stay the owner's.
-- As an array computed once per statement (an InitPlan), so that with projects_select_own the
-- planner still reaches projects by index (a BitmapOr of created_by and id), never a Seq Scan.
CREATE POLICY projects_select_member ON projects FOR SELECT TO websy_app
  USING (id = ANY (ARRAY(SELECT app_member_project_ids())));
--> statement-breakpoint
ALTER POLICY project_progress_history_own ON project_progress_history
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
ALTER POLICY project_phases_own ON project_phases
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
ALTER POLICY tasks_own ON tasks
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
ALTER POLICY project_metrics_own ON project_metrics
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
ALTER POLICY comments_select_own_project ON comments
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
ALTER POLICY project_activity_log_select_own ON project_activity_log
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
-- Members take part: they comment and their actions (commenting, leaving) are logged.
ALTER POLICY comments_insert_own ON comments
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_reads_project(project_id));
--> statement-breakpoint
ALTER POLICY comments_update_own ON comments
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_reads_project(project_id));
--> statement-breakpoint
ALTER POLICY project_activity_log_insert_own ON project_activity_log
  WITH CHECK (user_id = (SELECT app_user_id()) AND app_reads_project(project_id));
--> statement-breakpoint

-- Members see each other's names, e-mails and avatars, and tell each other (a comment, an add).
CREATE POLICY users_select_peers ON users FOR SELECT TO websy_app
  USING (id = ANY (ARRAY(SELECT app_peer_user_ids())));
--> statement-breakpoint
CREATE POLICY notifications_insert_to_peers ON notifications FOR INSERT TO websy_app
  WITH CHECK (coalesce(metadata->>'sender_id', '') = (SELECT app_user_id())::text
              AND user_id IN (SELECT app_peer_user_ids()));
--> statement-breakpoint

-- Realtime: a project's changes reach its owner and its collaborators. A change of membership is
-- announced as a change of the project, to its members and to the person added or removed.
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
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_members_realtime AFTER INSERT OR DELETE ON project_members
  FOR EACH ROW EXECUTE FUNCTION realtime_announce();
--> statement-breakpoint

-- The account a project's owner means by an e-mail when adding a colleague: answered only to the
-- owner of that project (a client reads no other client's row otherwise). SECURITY DEFINER.
CREATE OR REPLACE FUNCTION project_member_candidate(p_project_id uuid, p_email text)
  RETURNS TABLE (id uuid, role text, full_name text, email text, avatar_url text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT u.id, u.role, u.full_name, u.email, u.avatar_url
    FROM users u
   WHERE u.email = p_email
     AND EXISTS (SELECT 1 FROM projects p WHERE p.id = p_project_id AND p.created_by = (SELECT app_user_id()))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION project_member_candidate(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION project_member_candidate(uuid, text) TO websy_app, websy_admin;

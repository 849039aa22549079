CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attachment_file_id" uuid,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room_seq_unique" UNIQUE("room_id","seq"),
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") <= 4000 AND ("chat_messages"."deleted_at" IS NOT NULL OR char_length(btrim("chat_messages"."body")) > 0))
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_author_idx" ON "chat_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "chat_reads_user_idx" ON "chat_reads" USING btree ("user_id");--> statement-breakpoint

-- Project chat (decision 0017). One room per project, created with it; every existing project gets its
-- room here. Members only (the owner, the admins, the collaborators: 0013's sets, a sub-select
-- planned once per statement). attachment_file_id names a project file (project_files, another
-- migration): a nullable uuid without a foreign key here.
COMMENT ON COLUMN chat_messages.attachment_file_id IS 'A project file (project_files.id) the message refers to; no foreign key in this migration.';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chat_room_for_project() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO chat_rooms (project_id) VALUES (NEW.id) ON CONFLICT (project_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_chat_room AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION chat_room_for_project();
--> statement-breakpoint
INSERT INTO chat_rooms (project_id) SELECT id FROM projects ON CONFLICT (project_id) DO NOTHING;
--> statement-breakpoint

-- The sequence of a message: the room row is updated (so locked until commit) and its next number
-- taken, in the insert's transaction, whatever the insert says. Parallel sends to one room queue on
-- that lock: each gets the number after the last committed one, no gaps (a rolled-back send rolls
-- its number back too) and no duplicates; commit order is sequence order. SECURITY DEFINER: members
-- cannot update chat_rooms themselves.
CREATE OR REPLACE FUNCTION chat_messages_sequence() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE chat_rooms SET last_seq = last_seq + 1, updated_at = now()
   WHERE id = NEW.room_id RETURNING last_seq INTO NEW.seq;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such chat room' USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_sequence BEFORE INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_sequence();
--> statement-breakpoint

-- The rooms the caller may read, as a set for `room_id IN (SELECT app_readable_room_ids())`.
CREATE OR REPLACE FUNCTION app_readable_room_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 20 SET search_path = public AS $$
  SELECT r.id FROM chat_rooms r WHERE r.project_id IN (SELECT app_readable_project_ids())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_readable_room_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_readable_room_ids() TO websy_app, websy_admin;
--> statement-breakpoint

-- chat_rooms: members read their project's room; only the triggers above write it.
GRANT SELECT, INSERT, UPDATE, DELETE ON chat_rooms TO websy_admin;
--> statement-breakpoint
GRANT SELECT ON chat_rooms TO websy_app;
--> statement-breakpoint
ALTER TABLE chat_rooms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY chat_rooms_admin ON chat_rooms FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY chat_rooms_select ON chat_rooms FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint

-- chat_messages: members read their rooms' messages and send as themselves; a member changes
-- only their own (edit, or delete: the body emptied in place). Admins may change any (the route
-- policy lets them delete any, edit only their own). No DELETE: a message keeps its place.
GRANT SELECT, INSERT, UPDATE ON chat_messages TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT ON chat_messages TO websy_app;
--> statement-breakpoint
GRANT UPDATE (body, mentions, attachment_file_id, edited_at, deleted_at) ON chat_messages TO websy_app;
--> statement-breakpoint
ALTER TABLE chat_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY chat_messages_admin ON chat_messages FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY chat_messages_select ON chat_messages FOR SELECT TO websy_app
  USING (room_id IN (SELECT app_readable_room_ids()));
--> statement-breakpoint
CREATE POLICY chat_messages_insert_own ON chat_messages FOR INSERT TO websy_app
  WITH CHECK (author_id = (SELECT app_user_id()) AND room_id IN (SELECT app_readable_room_ids()));
--> statement-breakpoint
CREATE POLICY chat_messages_update_own ON chat_messages FOR UPDATE TO websy_app
  USING (author_id = (SELECT app_user_id()) AND room_id IN (SELECT app_readable_room_ids()))
  WITH CHECK (author_id = (SELECT app_user_id()) AND room_id IN (SELECT app_readable_room_ids()));
--> statement-breakpoint

-- chat_reads: each member's own row per room.
GRANT SELECT, INSERT, UPDATE, DELETE ON chat_reads TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON chat_reads TO websy_app;
--> statement-breakpoint
ALTER TABLE chat_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY chat_reads_admin ON chat_reads FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY chat_reads_own ON chat_reads FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id()) AND room_id IN (SELECT app_readable_room_ids()))
  WITH CHECK (user_id = (SELECT app_user_id()) AND room_id IN (SELECT app_readable_room_ids()));
--> statement-breakpoint

-- Members see each other's presence in the collaboration space (0006 showed a client only their
-- own and the staff's).
CREATE POLICY user_presence_peers ON user_presence FOR SELECT TO websy_app
  USING (user_id = ANY (ARRAY(SELECT app_peer_user_ids())));
--> statement-breakpoint

-- Realtime: a message's changes reach its project's members (owner, collaborators, admins), ids
-- only, with the room's project as project_id. Its own function (realtime_announce knows rows that
-- carry project_id themselves).
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
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_realtime AFTER INSERT OR UPDATE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_announce();

CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"location" text,
	"meeting_url" text,
	"project_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_end_after_start" CHECK ("calendar_events"."end_at" > "calendar_events"."start_at"),
	CONSTRAINT "calendar_events_summary_length" CHECK (char_length(btrim("calendar_events"."summary")) BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "calendar_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"response" text DEFAULT 'needs-action' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_attendees_event_email_unique" UNIQUE("event_id","email"),
	CONSTRAINT "calendar_attendees_response_check" CHECK ("calendar_attendees"."response" IN ('needs-action', 'accepted', 'declined', 'tentative'))
);
--> statement-breakpoint
CREATE TABLE "calendar_reminders_sent" (
	"event_id" uuid NOT NULL,
	"attendee_email" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_reminders_sent_pk" PRIMARY KEY("event_id","attendee_email","kind"),
	CONSTRAINT "calendar_reminders_sent_kind_check" CHECK ("calendar_reminders_sent"."kind" IN ('email-60', 'portal-30', 'portal-10'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_attendees" ADD CONSTRAINT "calendar_attendees_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_attendees" ADD CONSTRAINT "calendar_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_reminders_sent" ADD CONSTRAINT "calendar_reminders_sent_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_organizer_start_idx" ON "calendar_events" USING btree ("organizer_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_start_idx" ON "calendar_events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_project_idx" ON "calendar_events" USING btree ("project_id") WHERE "project_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_attendees_user_idx" ON "calendar_attendees" USING btree ("user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_one_active_uq" ON "calendar_feed_tokens" USING btree ("user_id") WHERE "revoked_at" IS NULL;--> statement-breakpoint

-- The built-in calendar (decision 0029). A person sees the events they organise or attend (attendees by
-- user id); admins see every event. Writes are the organiser's (admins: any). The sets below are
-- SECURITY DEFINER, so the policies of calendar_events and calendar_attendees, which ask them, do
-- not go through each other's policies again; each is a sub-select planned once per statement.
CREATE OR REPLACE FUNCTION app_attended_event_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 50 SET search_path = public AS $$
  SELECT a.event_id FROM calendar_attendees a WHERE a.user_id = (SELECT app_user_id())
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_readable_event_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 50 SET search_path = public AS $$
  SELECT e.id FROM calendar_events e WHERE e.organizer_id = (SELECT app_user_id())
  UNION
  SELECT a.event_id FROM calendar_attendees a WHERE a.user_id = (SELECT app_user_id())
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_organized_event_ids() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 50 SET search_path = public AS $$
  SELECT e.id FROM calendar_events e WHERE e.organizer_id = (SELECT app_user_id())
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_attended_event_ids(), app_readable_event_ids(), app_organized_event_ids() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_attended_event_ids(), app_readable_event_ids(), app_organized_event_ids()
  TO websy_app, websy_admin;
--> statement-breakpoint

-- calendar_events: the organiser writes (about a project they read, if any); attendees read.
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_events TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE calendar_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY calendar_events_admin ON calendar_events FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY calendar_events_select ON calendar_events FOR SELECT TO websy_app
  USING (organizer_id = (SELECT app_user_id()) OR id IN (SELECT app_attended_event_ids()));
--> statement-breakpoint
CREATE POLICY calendar_events_insert_own ON calendar_events FOR INSERT TO websy_app
  WITH CHECK (organizer_id = (SELECT app_user_id())
              AND (project_id IS NULL OR project_id IN (SELECT app_readable_project_ids())));
--> statement-breakpoint
CREATE POLICY calendar_events_update_own ON calendar_events FOR UPDATE TO websy_app
  USING (organizer_id = (SELECT app_user_id()))
  WITH CHECK (organizer_id = (SELECT app_user_id())
              AND (project_id IS NULL OR project_id IN (SELECT app_readable_project_ids())));
--> statement-breakpoint
CREATE POLICY calendar_events_delete_own ON calendar_events FOR DELETE TO websy_app
  USING (organizer_id = (SELECT app_user_id()));
--> statement-breakpoint

-- calendar_attendees: read with the event; the organiser invites (portal users they share a project
-- with, themselves, or outside addresses) and uninvites; an attendee answers for themselves only.
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_attendees TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON calendar_attendees TO websy_app;
--> statement-breakpoint
GRANT UPDATE (response) ON calendar_attendees TO websy_app;
--> statement-breakpoint
ALTER TABLE calendar_attendees ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY calendar_attendees_admin ON calendar_attendees FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY calendar_attendees_select ON calendar_attendees FOR SELECT TO websy_app
  USING (event_id IN (SELECT app_readable_event_ids()));
--> statement-breakpoint
CREATE POLICY calendar_attendees_insert ON calendar_attendees FOR INSERT TO websy_app
  WITH CHECK (event_id IN (SELECT app_organized_event_ids())
              AND (user_id IS NULL OR user_id = (SELECT app_user_id())
                   OR user_id IN (SELECT app_peer_user_ids())));
--> statement-breakpoint
CREATE POLICY calendar_attendees_delete ON calendar_attendees FOR DELETE TO websy_app
  USING (event_id IN (SELECT app_organized_event_ids()));
--> statement-breakpoint
CREATE POLICY calendar_attendees_respond ON calendar_attendees FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- calendar_reminders_sent: the job runner's claims (one row per event, attendee and reminder,
-- inserted before sending). No grant to the app role. A moved event's reminders go out again for
-- its new time: the claims of an event whose start changes are cleared with the change.
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_reminders_sent TO websy_admin;
--> statement-breakpoint
ALTER TABLE calendar_reminders_sent ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY calendar_reminders_sent_admin ON calendar_reminders_sent FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION calendar_events_moved() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM calendar_reminders_sent r WHERE r.event_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER calendar_events_moved AFTER UPDATE OF start_at ON calendar_events
  FOR EACH ROW WHEN (OLD.start_at IS DISTINCT FROM NEW.start_at) EXECUTE FUNCTION calendar_events_moved();
--> statement-breakpoint

-- calendar_feed_tokens: each user's own (created, rotated, revoked); the feed itself looks a token
-- up by its hash as the server, without a session.
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feed_tokens TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT ON calendar_feed_tokens TO websy_app;
--> statement-breakpoint
GRANT UPDATE (revoked_at) ON calendar_feed_tokens TO websy_app;
--> statement-breakpoint
ALTER TABLE calendar_feed_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY calendar_feed_tokens_admin_own ON calendar_feed_tokens FOR ALL TO websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY calendar_feed_tokens_own ON calendar_feed_tokens FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));

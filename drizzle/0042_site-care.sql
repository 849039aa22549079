-- Site care (decision 0057): once a project is in production with a site address, the portal
-- checks the site every 5 minutes, reads its TLS certificate daily, measures its home page weekly
-- (PageSpeed Insights, when configured) and keeps the hours spent against the monthly care plan.
-- One row of settings per project in care; the jobs claim due work on it (next_*_at), so of two
-- instances running the same schedule only one checks a site.
CREATE TABLE "site_care" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"site_url" text,
	"monthly_hours" numeric(6, 2),
	"next_check_at" timestamp with time zone,
	"next_certificate_at" timestamp with time zone,
	"next_speed_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_care_site_url_check" CHECK ("site_care"."site_url" IS NULL OR ("site_care"."site_url" ~ '^https?://' AND length("site_care"."site_url") <= 2000)),
	CONSTRAINT "site_care_monthly_hours_check" CHECK ("site_care"."monthly_hours" IS NULL OR ("site_care"."monthly_hours" >= 0.5 AND "site_care"."monthly_hours" <= 744))
);
--> statement-breakpoint
CREATE TABLE "site_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"status_code" integer,
	"response_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "site_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"cause" text NOT NULL,
	"opened_notified" boolean DEFAULT false NOT NULL,
	"closed_notified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_incidents_period_check" CHECK ("site_incidents"."ended_at" IS NULL OR "site_incidents"."ended_at" >= "site_incidents"."started_at")
);
--> statement-breakpoint
CREATE TABLE "site_certificates" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"issuer" text,
	"valid" boolean NOT NULL,
	"error" text,
	"fingerprint" text,
	"warned_21" boolean DEFAULT false NOT NULL,
	"warned_7" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_speed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"performance" integer NOT NULL,
	"lcp_ms" integer,
	"cls" numeric(8, 4),
	"inp_ms" integer,
	CONSTRAINT "site_speed_runs_performance_check" CHECK ("site_speed_runs"."performance" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "care_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"note" text NOT NULL,
	"logged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_hours_hours_check" CHECK ("care_hours"."hours" > 0 AND "care_hours"."hours" <= 24),
	CONSTRAINT "care_hours_note_check" CHECK (length("care_hours"."note") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "site_care" ADD CONSTRAINT "site_care_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_care" ADD CONSTRAINT "site_care_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_checks" ADD CONSTRAINT "site_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_incidents" ADD CONSTRAINT "site_incidents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_certificates" ADD CONSTRAINT "site_certificates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_speed_runs" ADD CONSTRAINT "site_speed_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_hours" ADD CONSTRAINT "care_hours_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_hours" ADD CONSTRAINT "care_hours_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The 30-day windows (availability, daily points, the report) and the purge read checks by time.
CREATE INDEX "site_checks_project_at_idx" ON "site_checks" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "site_checks_at_idx" ON "site_checks" USING btree ("at");--> statement-breakpoint
CREATE INDEX "site_incidents_project_started_idx" ON "site_incidents" USING btree ("project_id","started_at");--> statement-breakpoint
-- One open incident per site.
CREATE UNIQUE INDEX "site_incidents_one_open_uq" ON "site_incidents" USING btree ("project_id") WHERE "site_incidents"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "site_speed_runs_project_at_idx" ON "site_speed_runs" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "care_hours_project_date_idx" ON "care_hours" USING btree ("project_id","date");--> statement-breakpoint

-- Whoever reads the project reads its care; only admins write it (the jobs write as the server).
GRANT SELECT, INSERT, UPDATE, DELETE ON site_care, site_checks, site_incidents, site_certificates, site_speed_runs, care_hours TO websy_admin;
--> statement-breakpoint
GRANT SELECT ON site_care, site_checks, site_incidents, site_certificates, site_speed_runs, care_hours TO websy_app;
--> statement-breakpoint
ALTER TABLE site_care ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE site_checks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE site_incidents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE site_certificates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE site_speed_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE care_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY site_care_admin ON site_care FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY site_care_select ON site_care FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY site_checks_admin ON site_checks FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY site_checks_select ON site_checks FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY site_incidents_admin ON site_incidents FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY site_incidents_select ON site_incidents FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY site_certificates_admin ON site_certificates FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY site_certificates_select ON site_certificates FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY site_speed_runs_admin ON site_speed_runs FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY site_speed_runs_select ON site_speed_runs FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY care_hours_admin ON care_hours FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY care_hours_select ON care_hours FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint

-- Live: a change of a project's care reaches the project's owner, its members and the admins as a
-- change of the project itself (ids only), so an open project page refreshes what it shows, as a
-- new collaborator does (0013). Checks themselves are not announced: one every 5 minutes per site
-- would refresh every open screen that often; what they change (an incident opening or closing)
-- is. Its own function: realtime_announce knows rows whose id is what it announces.
CREATE OR REPLACE FUNCTION site_care_announce() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  rec record;
  audience uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  SELECT ARRAY[p.created_by] || coalesce(
           (SELECT array_agg(m.user_id) FROM project_members m WHERE m.project_id = p.id), ARRAY[]::uuid[])
    INTO audience FROM projects p WHERE p.id = rec.project_id;
  -- The project itself is being deleted (its care goes with it): its own trigger tells.
  IF audience IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_notify('websy_changes', json_build_object(
    'table', 'projects',
    'op', 'update',
    'id', rec.project_id,
    'project_id', rec.project_id,
    'audience', audience,
    'admins', true,
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint,
    'xid', pg_current_xact_id()::text
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Settings only: the jobs' claims (next_*_at) change nothing a page shows.
CREATE TRIGGER site_care_realtime AFTER INSERT OR DELETE OR UPDATE OF site_url, monthly_hours ON site_care
  FOR EACH ROW EXECUTE FUNCTION site_care_announce();
--> statement-breakpoint
CREATE TRIGGER site_incidents_realtime AFTER INSERT OR UPDATE OR DELETE ON site_incidents
  FOR EACH ROW EXECUTE FUNCTION site_care_announce();
--> statement-breakpoint
CREATE TRIGGER site_certificates_realtime AFTER INSERT OR UPDATE OR DELETE ON site_certificates
  FOR EACH ROW EXECUTE FUNCTION site_care_announce();
--> statement-breakpoint
CREATE TRIGGER site_speed_runs_realtime AFTER INSERT OR DELETE ON site_speed_runs
  FOR EACH ROW EXECUTE FUNCTION site_care_announce();
--> statement-breakpoint
CREATE TRIGGER care_hours_realtime AFTER INSERT OR UPDATE OR DELETE ON care_hours
  FOR EACH ROW EXECUTE FUNCTION site_care_announce();

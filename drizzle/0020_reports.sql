CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"recipients" text[] NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"created_by" uuid NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_period_check" CHECK ("report_schedules"."period" IN ('weekly', 'monthly')),
	CONSTRAINT "report_schedules_language_check" CHECK ("report_schedules"."language" IN ('es', 'en', 'pt')),
	CONSTRAINT "report_schedules_recipients_check" CHECK (cardinality("report_schedules"."recipients") BETWEEN 1 AND 20)
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint

-- Scheduled reports (decision 0029) are the agency's: admins only (clients have no grant at all). The
-- job claims due rows as the table's owner and builds each report as the admin who created it.
GRANT SELECT, INSERT, DELETE ON report_schedules TO websy_admin;
--> statement-breakpoint
ALTER TABLE report_schedules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY report_schedules_admin ON report_schedules FOR ALL TO websy_admin
  USING (true) WITH CHECK (created_by = (SELECT app_user_id()));

-- decision 0027: each user's progress through the guided tours. The tours themselves are code
-- (src/shared/tours.ts and the web app's flows, decision 0030); a row here is one user and one
-- tour id: started, completed or skipped, the step reached, and when it was first completed.
CREATE TABLE "tutorial_progress" (
	"user_id" uuid NOT NULL,
	"tour_id" text NOT NULL,
	"status" text NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_progress_pk" PRIMARY KEY("user_id","tour_id"),
	CONSTRAINT "tutorial_progress_tour_id_check" CHECK ("tutorial_progress"."tour_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("tutorial_progress"."tour_id") <= 80),
	CONSTRAINT "tutorial_progress_status_check" CHECK ("tutorial_progress"."status" IN ('started', 'completed', 'skipped')),
	CONSTRAINT "tutorial_progress_current_step_check" CHECK ("tutorial_progress"."current_step" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint

-- A user's own rows, admins included; admins also read every row. A user restarts a tour by
-- deleting their own row.
GRANT SELECT, INSERT, UPDATE, DELETE ON tutorial_progress TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE tutorial_progress ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tutorial_progress_own ON tutorial_progress FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY tutorial_progress_admin_read ON tutorial_progress FOR SELECT TO websy_admin USING (true);

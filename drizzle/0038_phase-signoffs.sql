-- Phase sign-off (decision 0053). A phase may carry a milestone amount, billed once when its
-- client accepts it.
ALTER TABLE "project_phases" ADD COLUMN "milestone_amount" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "project_phases_milestone_amount_check" CHECK ("project_phases"."milestone_amount" IS NULL OR "project_phases"."milestone_amount" > 0);
--> statement-breakpoint
CREATE TABLE "phase_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"evidence_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"milestone_amount" numeric(12, 2),
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"decided_session_id" uuid,
	"accepted_content" jsonb,
	"digest" text,
	"receipt_file_id" uuid,
	"receipt_claimed_at" timestamp with time zone,
	"payment_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_signoffs_round_check" CHECK ("phase_signoffs"."round" > 0),
	CONSTRAINT "phase_signoffs_status_check" CHECK ("phase_signoffs"."status" IN ('submitted', 'accepted', 'changes_requested', 'withdrawn')),
	CONSTRAINT "phase_signoffs_digest_check" CHECK ("phase_signoffs"."digest" IS NULL OR "phase_signoffs"."digest" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "phase_signoffs_accepted_check" CHECK ("phase_signoffs"."status" <> 'accepted' OR ("phase_signoffs"."digest" IS NOT NULL AND "phase_signoffs"."accepted_content" IS NOT NULL AND "phase_signoffs"."decided_at" IS NOT NULL)),
	CONSTRAINT "phase_signoffs_milestone_amount_check" CHECK ("phase_signoffs"."milestone_amount" IS NULL OR "phase_signoffs"."milestone_amount" > 0),
	CONSTRAINT "phase_signoffs_receipt_file_uq" UNIQUE("receipt_file_id"),
	CONSTRAINT "phase_signoffs_payment_uq" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_phase_fk" FOREIGN KEY ("phase_id","project_id") REFERENCES "public"."project_phases"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_receipt_file_id_project_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_signoffs" ADD CONSTRAINT "phase_signoffs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phase_signoffs_project_idx" ON "phase_signoffs" USING btree ("project_id","submitted_at");--> statement-breakpoint
CREATE INDEX "phase_signoffs_decided_at_idx" ON "phase_signoffs" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "phase_signoffs_digest_idx" ON "phase_signoffs" USING btree ("digest");--> statement-breakpoint
-- One open submission per phase, and a phase is accepted (and so billed) once.
CREATE UNIQUE INDEX "phase_signoffs_one_submitted_uq" ON "phase_signoffs" USING btree ("phase_id") WHERE "phase_signoffs"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "phase_signoffs_one_accepted_uq" ON "phase_signoffs" USING btree ("phase_id") WHERE "phase_signoffs"."status" = 'accepted';--> statement-breakpoint

-- Whoever reads the project reads its sign-offs; admins submit and withdraw them. The project's
-- owner decides one still submitted: only the decision's columns, and only as themselves.
GRANT SELECT, INSERT, UPDATE, DELETE ON phase_signoffs TO websy_admin;
--> statement-breakpoint
GRANT SELECT ON phase_signoffs TO websy_app;
--> statement-breakpoint
GRANT UPDATE (status, decided_by, decided_at, decision_comment, decided_session_id, accepted_content, digest, updated_at)
  ON phase_signoffs TO websy_app;
--> statement-breakpoint
ALTER TABLE phase_signoffs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY phase_signoffs_admin ON phase_signoffs FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY phase_signoffs_select ON phase_signoffs FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY phase_signoffs_decide_own ON phase_signoffs FOR UPDATE TO websy_app
  USING (status = 'submitted' AND app_owns_project(project_id))
  WITH CHECK (status IN ('accepted', 'changes_requested') AND decided_by = (SELECT app_user_id())
              AND app_owns_project(project_id));
--> statement-breakpoint

-- Whoever writes: a decision is the project owner's, made once on a submitted sign-off; an
-- accepted sign-off never changes its status, its digest or what it covered.
CREATE OR REPLACE FUNCTION phase_signoffs_guard_decision() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF OLD.status <> 'submitted' THEN
      RAISE EXCEPTION 'sign-off already decided' USING ERRCODE = '42501';
    END IF;
    IF NEW.status IN ('accepted', 'changes_requested') AND NEW.decided_by IS DISTINCT FROM
       (SELECT p.created_by FROM projects p WHERE p.id = NEW.project_id) THEN
      RAISE EXCEPTION 'only the project owner decides a sign-off' USING ERRCODE = '42501';
    END IF;
  END IF;
  IF OLD.status = 'accepted' AND (NEW.digest IS DISTINCT FROM OLD.digest
     OR NEW.accepted_content IS DISTINCT FROM OLD.accepted_content
     OR NEW.decided_by IS DISTINCT FROM OLD.decided_by OR NEW.decided_at IS DISTINCT FROM OLD.decided_at
     OR (OLD.payment_id IS NOT NULL AND NEW.payment_id IS DISTINCT FROM OLD.payment_id AND NEW.payment_id IS NOT NULL)) THEN
    RAISE EXCEPTION 'an accepted sign-off is final' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER phase_signoffs_guard_decision BEFORE UPDATE ON phase_signoffs
  FOR EACH ROW EXECUTE FUNCTION phase_signoffs_guard_decision();
--> statement-breakpoint

-- The public check of a receipt's digest: whether an accepted sign-off carries it, nothing else.
-- SECURITY DEFINER so that it answers without a session (no caller's role reads the table).
CREATE OR REPLACE FUNCTION signoff_digest_is_valid(p_digest text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (SELECT 1 FROM phase_signoffs s WHERE s.digest = p_digest AND s.status = 'accepted')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION signoff_digest_is_valid(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION signoff_digest_is_valid(text) TO websy_app, websy_admin;
--> statement-breakpoint

-- Live: a sign-off's changes reach the project's owner, its members and the admins (ids only).
CREATE TRIGGER phase_signoffs_realtime AFTER INSERT OR UPDATE OR DELETE ON phase_signoffs
  FOR EACH ROW EXECUTE FUNCTION realtime_announce();

CREATE TABLE "phase_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" bigint NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"environment" text,
	"environment_url" text,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_evidence_kind_check" CHECK ("phase_evidence"."kind" IN ('pull_request', 'deployment')),
	CONSTRAINT "phase_evidence_ref_check" CHECK ("phase_evidence"."ref" > 0),
	CONSTRAINT "phase_evidence_url_check" CHECK ("phase_evidence"."url" ~ '^https?://' AND ("phase_evidence"."environment_url" IS NULL OR "phase_evidence"."environment_url" ~ '^https?://'))
);
--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "project_phases_id_project_uq" UNIQUE("id","project_id");--> statement-breakpoint
ALTER TABLE "phase_evidence" ADD CONSTRAINT "phase_evidence_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_evidence" ADD CONSTRAINT "phase_evidence_phase_fk" FOREIGN KEY ("phase_id","project_id") REFERENCES "public"."project_phases"("id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_evidence" ADD CONSTRAINT "phase_evidence_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phase_evidence_phase_ref_uq" ON "phase_evidence" USING btree ("phase_id","kind","ref");--> statement-breakpoint
CREATE INDEX "phase_evidence_project_idx" ON "phase_evidence" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "github_repository_vouched" boolean DEFAULT false NOT NULL;--> statement-breakpoint

-- Code evidence (decision 0026, decision 0035). A phase's links to a pull request or a deployment of
-- the project's repository: whoever reads the project reads its links; admins write them.
GRANT SELECT, INSERT, UPDATE, DELETE ON phase_evidence TO websy_admin;
--> statement-breakpoint
GRANT SELECT ON phase_evidence TO websy_app;
--> statement-breakpoint
ALTER TABLE phase_evidence ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY phase_evidence_admin ON phase_evidence FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY phase_evidence_select ON phase_evidence FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint

-- Whether an admin stands behind the project's repository address: set when an admin (or the
-- server outside any caller's role) writes the address or approves the project, cleared when a
-- client changes it. Only then may an admin's GitHub connection read it on the client's behalf,
-- so a client cannot point their project at another repository the agency's token reaches.
UPDATE projects SET github_repository_vouched = (github_repository_url IS NOT NULL AND approval_status = 'approved');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_vouch_repository() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.github_repository_url IS DISTINCT FROM OLD.github_repository_url THEN
    NEW.github_repository_vouched := NEW.github_repository_url IS NOT NULL AND current_user <> 'websy_app';
  ELSIF current_user <> 'websy_app' AND NEW.approval_status = 'approved'
        AND OLD.approval_status IS DISTINCT FROM 'approved' THEN
    NEW.github_repository_vouched := NEW.github_repository_url IS NOT NULL;
  ELSIF current_user = 'websy_app' THEN
    NEW.github_repository_vouched := OLD.github_repository_vouched;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_vouch_repository BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_vouch_repository();
--> statement-breakpoint
-- An admin saving the address, changed or not, vouches for it (runs after the trigger above).
CREATE OR REPLACE FUNCTION projects_vouch_repository_written() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_user <> 'websy_app' THEN
    NEW.github_repository_vouched := NEW.github_repository_url IS NOT NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_vouch_repository_written BEFORE UPDATE OF github_repository_url ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_vouch_repository_written();
--> statement-breakpoint

-- The GitHub connection that reads a project's repository, for a caller who may read the project:
-- its owner's (created_by) when connected and not expired, else, when an admin vouched for the
-- address, the admin connection most recently saved. SECURITY DEFINER: a client reads no other
-- user's connection otherwise (and, running as its owner, reads the caller's role from app.role,
-- which only the server sets). The sealed token never leaves the server.
CREATE OR REPLACE FUNCTION project_code_connection(p_project_id uuid)
  RETURNS TABLE (user_id uuid, token_ciphertext text, updated_at timestamptz, via text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT c.user_id, c.token_ciphertext, c.updated_at, v.via
    FROM projects p
    CROSS JOIN LATERAL (
      SELECT 'owner'::text AS via, 0 AS rank, p.created_by AS uid
      UNION ALL
      SELECT 'admin', 1, u.id FROM users u
       WHERE u.role = 'admin' AND NOT u.banned AND p.github_repository_vouched AND u.id <> p.created_by
    ) v
    JOIN github_connections c ON c.user_id = v.uid AND c.expires_at > now()
   WHERE p.id = p_project_id
     AND (current_setting('app.role', true) = 'admin' OR p.id IN (SELECT app_readable_project_ids()))
   ORDER BY v.rank, c.updated_at DESC
   LIMIT 1
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION project_code_connection(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION project_code_connection(uuid) TO websy_app, websy_admin;

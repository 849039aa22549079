CREATE TABLE "editor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"ydoc" bytea,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_documents_title_check" CHECK (char_length("editor_documents"."title") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "editor_document_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ydoc" bytea NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_document_snapshots_name_check" CHECK (char_length("editor_document_snapshots"."name") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "editor_document_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"document_id" uuid NOT NULL,
	"update" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_documents" ADD CONSTRAINT "editor_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_documents" ADD CONSTRAINT "editor_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_document_snapshots" ADD CONSTRAINT "editor_document_snapshots_document_id_editor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."editor_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_document_snapshots" ADD CONSTRAINT "editor_document_snapshots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_document_updates" ADD CONSTRAINT "editor_document_updates_document_id_editor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."editor_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_documents_project_modified_idx" ON "editor_documents" USING btree ("project_id","last_modified" DESC);--> statement-breakpoint
CREATE INDEX "editor_document_snapshots_document_idx" ON "editor_document_snapshots" USING btree ("document_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "editor_document_updates_document_idx" ON "editor_document_updates" USING btree ("document_id","id");--> statement-breakpoint
ALTER TABLE "user_presence" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_document_id_editor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."editor_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Shared documents (decision 0017). A project's members (owner, admins, collaborators) read, create
-- and rename its documents; the creator, the project's owner or an admin deletes one. Members read
-- and take snapshots. The shape of 0013: the readable projects as a sub-select planned once per
-- statement. The live content is written by the collaboration server (the table owner) after it
-- authorised the socket under these policies; the update log is the server's alone.
GRANT SELECT, INSERT, UPDATE, DELETE ON editor_documents, editor_document_snapshots TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE editor_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE editor_document_snapshots ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE editor_document_updates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY editor_documents_admin ON editor_documents FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY editor_documents_select ON editor_documents FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY editor_documents_insert ON editor_documents FOR INSERT TO websy_app
  WITH CHECK (created_by = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY editor_documents_update ON editor_documents FOR UPDATE TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()))
  WITH CHECK (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY editor_documents_delete ON editor_documents FOR DELETE TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids())
         AND (created_by = (SELECT app_user_id()) OR app_owns_project(project_id)));
--> statement-breakpoint
CREATE POLICY editor_document_snapshots_admin ON editor_document_snapshots FOR ALL TO websy_admin
  USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY editor_document_snapshots_select ON editor_document_snapshots FOR SELECT TO websy_app
  USING (document_id IN (SELECT d.id FROM editor_documents d));
--> statement-breakpoint
CREATE POLICY editor_document_snapshots_insert ON editor_document_snapshots FOR INSERT TO websy_app
  WITH CHECK (created_by = (SELECT app_user_id()) AND document_id IN (SELECT d.id FROM editor_documents d));

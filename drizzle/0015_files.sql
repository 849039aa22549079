CREATE TABLE "project_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"chat_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_storage_key_uq" UNIQUE("storage_key"),
	CONSTRAINT "project_files_size_check" CHECK ("project_files"."file_size" BETWEEN 0 AND 52428800)
);
--> statement-breakpoint
CREATE TABLE "upload_quota" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "upload_quota_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "upload_quota_count_check" CHECK ("upload_quota"."count" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_file_id_project_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_quota" ADD CONSTRAINT "upload_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_attachments_file_idx" ON "project_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "project_attachments_chat_message_idx" ON "project_attachments" USING btree ("chat_message_id");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","uploaded_at");--> statement-breakpoint

-- Project files (decision 0017, docs/product.md#limits). project_files holds the uploads; project_attachments a file
-- attached elsewhere (a chat message: its foreign key comes with the chat's table); upload_quota
-- counts each user's uploads per day (at most 100, reserved before the bytes arrive and given
-- back when an upload fails). Members only, in the shape of 0013: a sub-select planned once per
-- statement, never a per-row function for reads.
GRANT SELECT, INSERT, UPDATE, DELETE ON project_files, project_attachments, upload_quota TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON project_files, project_attachments TO websy_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON upload_quota TO websy_app;
--> statement-breakpoint
ALTER TABLE project_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE project_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE upload_quota ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY project_files_admin ON project_files FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY project_attachments_admin ON project_attachments FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY upload_quota_admin ON upload_quota FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A member reads the project's files, uploads as themselves, and deletes what they uploaded.
CREATE POLICY project_files_select ON project_files FOR SELECT TO websy_app
  USING (project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY project_files_insert ON project_files FOR INSERT TO websy_app
  WITH CHECK (uploaded_by = (SELECT app_user_id()) AND app_reads_project(project_id));
--> statement-breakpoint
CREATE POLICY project_files_delete_own ON project_files FOR DELETE TO websy_app
  USING (uploaded_by = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
-- An attachment is read and made by whoever reads its file.
CREATE POLICY project_attachments_select ON project_attachments FOR SELECT TO websy_app
  USING (file_id IN (SELECT f.id FROM project_files f));
--> statement-breakpoint
CREATE POLICY project_attachments_insert ON project_attachments FOR INSERT TO websy_app
  WITH CHECK (file_id IN (SELECT f.id FROM project_files f));
--> statement-breakpoint
CREATE POLICY project_attachments_delete ON project_attachments FOR DELETE TO websy_app
  USING (file_id IN (SELECT f.id FROM project_files f WHERE f.uploaded_by = (SELECT app_user_id())));
--> statement-breakpoint
-- Each user counts their own uploads only.
CREATE POLICY upload_quota_own ON upload_quota FOR ALL TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
-- Realtime: an upload or a deletion reaches the project's members (realtime_announce, 0013).
CREATE TRIGGER project_files_realtime AFTER INSERT OR DELETE ON project_files
  FOR EACH ROW EXECUTE FUNCTION realtime_announce();

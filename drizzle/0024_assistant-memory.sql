-- decision 0022, the assistant's memory (decision 0028).
--
-- The greeting (docs/product.md#lifecycles): generated once by the model and kept 10 hours per user and language, on
-- the server, so a restart does not ask again. The caller's own row, like their conversations.
CREATE TABLE "assistant_greetings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_greetings" ADD CONSTRAINT "assistant_greetings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON assistant_greetings TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE assistant_greetings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY assistant_greetings_own ON assistant_greetings FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- Knowledge entries (docs/product.md#records-and-fields). A general entry (no project) an admin writes is read by everyone
-- signed in; a general entry a client writes is `personal`: theirs alone, so one client's notes
-- never reach another client's assistant. A project's entries are read by those who read the
-- project. Admins manage every entry; a client writes, edits and deletes their own entries: on
-- projects they read, or personal general ones.
ALTER TABLE "websy_knowledge_base" ADD COLUMN "personal" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "websy_knowledge_base" ADD CONSTRAINT "websy_knowledge_base_title_length" CHECK (char_length(btrim("title")) BETWEEN 1 AND 200);
--> statement-breakpoint
ALTER TABLE "websy_knowledge_base" ADD CONSTRAINT "websy_knowledge_base_content_length" CHECK (char_length(btrim("content")) BETWEEN 1 AND 10000);
--> statement-breakpoint
DROP POLICY websy_knowledge_base_select ON websy_knowledge_base;
--> statement-breakpoint
DROP POLICY websy_knowledge_base_insert_own ON websy_knowledge_base;
--> statement-breakpoint
DROP POLICY websy_knowledge_base_update_own ON websy_knowledge_base;
--> statement-breakpoint
DROP POLICY websy_knowledge_base_delete_own ON websy_knowledge_base;
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_select ON websy_knowledge_base FOR SELECT TO websy_app
  USING (
    (project_id IS NULL AND (NOT personal OR user_id = (SELECT app_user_id())))
    OR project_id IN (SELECT app_readable_project_ids())
  );
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_insert_own ON websy_knowledge_base FOR INSERT TO websy_app
  WITH CHECK (
    user_id = (SELECT app_user_id())
    AND ((project_id IS NULL AND personal) OR project_id IN (SELECT app_readable_project_ids()))
  );
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_update_own ON websy_knowledge_base FOR UPDATE TO websy_app
  USING (
    user_id = (SELECT app_user_id())
    AND ((project_id IS NULL AND personal) OR project_id IN (SELECT app_readable_project_ids()))
  )
  WITH CHECK (
    user_id = (SELECT app_user_id())
    AND ((project_id IS NULL AND personal) OR project_id IN (SELECT app_readable_project_ids()))
  );
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_delete_own ON websy_knowledge_base FOR DELETE TO websy_app
  USING (
    user_id = (SELECT app_user_id())
    AND ((project_id IS NULL AND personal) OR project_id IN (SELECT app_readable_project_ids()))
  );

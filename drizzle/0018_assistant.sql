CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversations_title_length" CHECK (char_length(btrim("assistant_conversations"."title")) BETWEEN 1 AND 120)
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"role" text NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_role_check" CHECK ("assistant_messages"."role" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "assistant_key_pool" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"requests_today" integer DEFAULT 0 NOT NULL,
	"exhausted_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_key_pool_state" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"active_fingerprint" text,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_key_pool_state_singleton" CHECK ("assistant_key_pool_state"."singleton")
);
--> statement-breakpoint
CREATE TABLE "assistant_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "websy_conversation_memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"context_summary" text DEFAULT '' NOT NULL,
	"key_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websy_conversation_memories_conversation_unique" UNIQUE("conversation_id")
);
--> statement-breakpoint
CREATE TABLE "websy_user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"work_patterns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"common_tasks" text[] DEFAULT '{}'::text[] NOT NULL,
	"expertise_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websy_knowledge_base" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websy_conversation_memories" ADD CONSTRAINT "websy_conversation_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websy_conversation_memories" ADD CONSTRAINT "websy_conversation_memories_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websy_user_profiles" ADD CONSTRAINT "websy_user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websy_knowledge_base" ADD CONSTRAINT "websy_knowledge_base_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websy_knowledge_base" ADD CONSTRAINT "websy_knowledge_base_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "websy_conversation_memories_user_idx" ON "websy_conversation_memories" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "websy_knowledge_base_project_idx" ON "websy_knowledge_base" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "websy_knowledge_base_user_idx" ON "websy_knowledge_base" USING btree ("user_id");--> statement-breakpoint

-- The Websy AI assistant (decision 0022). Conversations, their messages and what the assistant
-- remembers belong to one user: each caller (client or admin) reads and writes only their own;
-- another user's conversation is simply not there (404). Knowledge entries: general ones
-- (project_id null) are read by every signed-in user, a project's by its members (0013's set);
-- admins manage all; a client adds and edits their own entries on projects they may read.

-- assistant_conversations: the caller's own.
GRANT SELECT, INSERT, UPDATE, DELETE ON assistant_conversations TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE assistant_conversations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY assistant_conversations_own ON assistant_conversations FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- assistant_messages: those of the caller's own conversations (a sub-select planned once per
-- statement, itself under the conversations' policy). Messages are written, never edited.
GRANT SELECT, INSERT, DELETE ON assistant_messages TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE assistant_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY assistant_messages_own ON assistant_messages FOR ALL TO websy_app, websy_admin
  USING (conversation_id IN (SELECT c.id FROM assistant_conversations c))
  WITH CHECK (conversation_id IN (SELECT c.id FROM assistant_conversations c));
--> statement-breakpoint

-- The key pool (one row per key fingerprint, a SHA-256 of the key, never the key, and the
-- active one with the 24-hour window). Written by the server itself; admins read it.
GRANT SELECT ON assistant_key_pool, assistant_key_pool_state TO websy_admin;
--> statement-breakpoint
ALTER TABLE assistant_key_pool ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE assistant_key_pool_state ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY assistant_key_pool_admin ON assistant_key_pool FOR SELECT TO websy_admin USING (true);
--> statement-breakpoint
CREATE POLICY assistant_key_pool_state_admin ON assistant_key_pool_state FOR SELECT TO websy_admin USING (true);
--> statement-breakpoint

-- The per-user request limit's store (rate-limiter-flexible's PostgreSQL table, created here so
-- the library never creates tables at run time). The server's own; no caller role reads it.
ALTER TABLE assistant_rate_limits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint

-- websy_conversation_memories and websy_user_profiles: the caller's own.
GRANT SELECT, INSERT, UPDATE, DELETE ON websy_conversation_memories, websy_user_profiles TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE websy_conversation_memories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE websy_user_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY websy_conversation_memories_own ON websy_conversation_memories FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id()))
  WITH CHECK (user_id = (SELECT app_user_id()) AND conversation_id IN (SELECT c.id FROM assistant_conversations c));
--> statement-breakpoint
CREATE POLICY websy_user_profiles_own ON websy_user_profiles FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint

-- websy_knowledge_base.
GRANT SELECT, INSERT, UPDATE, DELETE ON websy_knowledge_base TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE websy_knowledge_base ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_admin ON websy_knowledge_base FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_select ON websy_knowledge_base FOR SELECT TO websy_app
  USING (project_id IS NULL OR project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_insert_own ON websy_knowledge_base FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_update_own ON websy_knowledge_base FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()))
  WITH CHECK (user_id = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()));
--> statement-breakpoint
CREATE POLICY websy_knowledge_base_delete_own ON websy_knowledge_base FOR DELETE TO websy_app
  USING (user_id = (SELECT app_user_id()) AND project_id IN (SELECT app_readable_project_ids()));

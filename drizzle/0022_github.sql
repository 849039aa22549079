CREATE TABLE "github_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"github_id" bigint NOT NULL,
	"token_ciphertext" text NOT NULL,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "github_connections" ADD CONSTRAINT "github_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- A user's GitHub connection (decision 0026): the token encrypted by the server, never readable in
-- clear from the database. Each user writes and reads their own; admins also read any (the
-- read-only view of a user's dashboard).
GRANT SELECT, INSERT, UPDATE, DELETE ON github_connections TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE github_connections ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY github_connections_own ON github_connections FOR ALL TO websy_app, websy_admin
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY github_connections_admin_read ON github_connections FOR SELECT TO websy_admin USING (true);

-- decision 0055: personal API tokens. A token is `wsp_` + 32 random bytes (base64url); only its
-- SHA-256 is stored (token_hash), with its first characters (prefix) to tell tokens apart in lists.
-- A bearer request looks the hash up as the server (no caller yet), then runs as the token's owner
-- under that owner's row-level security. Each person reads, creates and revokes their own tokens;
-- an admin also reads and revokes anyone's (the console). Nobody's role may read token_hash.
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_tokens_name_check" CHECK (char_length("name") BETWEEN 1 AND 80),
	CONSTRAINT "api_tokens_scopes_check" CHECK (cardinality("scopes") BETWEEN 1 AND 20),
	CONSTRAINT "api_tokens_expiry_check" CHECK ("expires_at" > "created_at")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
-- Clients: their own rows; they may set revoked_at (revoke) and nothing else after creation. The
-- hash is written on creation and never read back by a caller's role (no SELECT on token_hash).
-- A new row is unused and unrevoked (the policies' WITH CHECK): last use is the server's to write.
GRANT SELECT (id, user_id, name, scopes, prefix, created_at, expires_at, revoked_at, last_used_at, last_used_ip),
  INSERT, UPDATE (revoked_at) ON api_tokens TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE api_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_tokens_own_read ON api_tokens FOR SELECT TO websy_app
  USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY api_tokens_own_create ON api_tokens FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND revoked_at IS NULL AND last_used_at IS NULL AND last_used_ip IS NULL);
--> statement-breakpoint
CREATE POLICY api_tokens_own_revoke ON api_tokens FOR UPDATE TO websy_app
  USING (user_id = (SELECT app_user_id())) WITH CHECK (user_id = (SELECT app_user_id()));
--> statement-breakpoint
-- Admins read and revoke anyone's (the console), and create only their own.
CREATE POLICY api_tokens_admin_read ON api_tokens FOR SELECT TO websy_admin USING (true);
--> statement-breakpoint
CREATE POLICY api_tokens_admin_create ON api_tokens FOR INSERT TO websy_admin
  WITH CHECK (user_id = (SELECT app_user_id()) AND revoked_at IS NULL AND last_used_at IS NULL AND last_used_ip IS NULL);
--> statement-breakpoint
CREATE POLICY api_tokens_admin_revoke ON api_tokens FOR UPDATE TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A revoked token stays revoked, whoever writes.
CREATE OR REPLACE FUNCTION api_tokens_keep_revoked() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at THEN
    NEW.revoked_at := OLD.revoked_at;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER api_tokens_keep_revoked BEFORE UPDATE OF revoked_at ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION api_tokens_keep_revoked();

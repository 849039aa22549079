-- The store of the per-user write limit and the per-account sign-in lockout (rate-limiter-flexible,
-- created here so the library never creates tables at run time). The server's own; no caller role
-- reads it, and row-level security with no policy keeps it that way.
CREATE TABLE "portal_rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE portal_rate_limits ENABLE ROW LEVEL SECURITY;

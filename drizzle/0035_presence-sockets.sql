-- decision 0051: which instances hold a person's realtime sockets. An instance whose last socket of a
-- person closes marks them offline only when no other instance holds one (a row seen within the
-- last minute: every instance refreshes its rows on its 25 s heartbeat, so a stopped instance's
-- rows stop counting). The server's own; no caller role reads it, and row-level security with no
-- policy keeps it that way.
CREATE TABLE "presence_sockets" (
	"instance_id" uuid NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_sockets_pkey" PRIMARY KEY ("user_id", "instance_id")
);
--> statement-breakpoint
ALTER TABLE presence_sockets ENABLE ROW LEVEL SECURITY;

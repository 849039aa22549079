-- decision 0022: what the assistant offers to do (create a task or a phase) waits here for its user's
-- confirmation. Nothing is written before it; the decision is taken on the server, on this row,
-- never on history the browser sends back. The message that offers it names it in a `data-action` part.
CREATE TABLE "assistant_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "assistant_actions_kind_check" CHECK ("assistant_actions"."kind" IN ('createTask', 'createPhase')),
	CONSTRAINT "assistant_actions_status_check" CHECK ("assistant_actions"."status" IN ('pending', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "assistant_actions" ADD CONSTRAINT "assistant_actions_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "assistant_actions_conversation_idx" ON "assistant_actions" USING btree ("conversation_id");
--> statement-breakpoint

-- Those of the caller's own conversations, like the messages; the status moves, nothing else does.
GRANT SELECT, INSERT ON assistant_actions TO websy_app, websy_admin;
--> statement-breakpoint
GRANT UPDATE (status, result, error, decided_at) ON assistant_actions TO websy_app, websy_admin;
--> statement-breakpoint
ALTER TABLE assistant_actions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY assistant_actions_own ON assistant_actions FOR ALL TO websy_app, websy_admin
  USING (conversation_id IN (SELECT c.id FROM assistant_conversations c))
  WITH CHECK (conversation_id IN (SELECT c.id FROM assistant_conversations c));

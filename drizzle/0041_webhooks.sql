-- Signed webhooks (decision 0056): endpoints the admins register, the events of the portal's
-- changes (the outbox) and one delivery per endpoint and event, with its attempts.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"secret_hint" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failure_streak" integer DEFAULT 0 NOT NULL,
	"last_success_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK ("webhook_endpoints"."disabled_reason" IS NULL OR ("webhook_endpoints"."disabled_reason" = 'failures' AND NOT "webhook_endpoints"."enabled")),
	CONSTRAINT "webhook_endpoints_events_check" CHECK (cardinality("webhook_endpoints"."events") > 0),
	CONSTRAINT "webhook_endpoints_failure_streak_check" CHECK ("webhook_endpoints"."failure_streak" >= 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_at_idx" ON "webhook_endpoints" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_id_check" CHECK ("webhook_events"."id" ~ '^evt_[0-9a-f]{32}$'),
	CONSTRAINT "webhook_events_type_check" CHECK ("webhook_events"."type" IN ('project.created', 'approval.decided', 'phase.submitted', 'phase.accepted', 'task.completed', 'comment.created', 'invoice.created', 'invoice.paid', 'ticket.opened', 'ticket.updated', 'file.uploaded', 'webhook.test'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"latency_ms" integer,
	"error" text,
	"response_body" text,
	"attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redelivery_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "webhook_deliveries_pending_check" CHECK (("webhook_deliveries"."status" = 'pending') = ("webhook_deliveries"."next_attempt_at" IS NOT NULL)),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK ("webhook_deliveries"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_redelivery_of_webhook_deliveries_id_fk" FOREIGN KEY ("redelivery_of") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The sender's queue: only what is still due is indexed.
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';
--> statement-breakpoint
-- An endpoint's log, newest first, paged by (created_at, id).
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_redelivery_of_idx" ON "webhook_deliveries" USING btree ("redelivery_of");
--> statement-breakpoint

-- The agency's only: the admins' role reads and writes every row; the clients' role has no grant
-- at all (no endpoint, secret, event or delivery is theirs to read).
GRANT SELECT, INSERT, UPDATE, DELETE ON webhook_endpoints, webhook_events, webhook_deliveries TO websy_admin;
--> statement-breakpoint
ALTER TABLE webhook_endpoints ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY webhook_endpoints_admin ON webhook_endpoints FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY webhook_events_admin ON webhook_events FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY webhook_deliveries_admin ON webhook_deliveries FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint

-- The outbox: a change writes its event and one pending delivery per enabled endpoint subscribed
-- to the type, in the change's own transaction (so a rollback writes none, a commit all). Any
-- caller may enqueue (a client's comment, upload or ticket is an event too) but reads nothing:
-- SECURITY DEFINER, and it answers only the event's id (null when no endpoint wants the type).
-- The notification reaches the senders on commit only.
CREATE OR REPLACE FUNCTION enqueue_webhook_event(p_type text, p_payload jsonb) RETURNS text
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  v_id text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND p_type = ANY (e.events)) THEN
    RETURN NULL;
  END IF;
  v_id := 'evt_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_events (id, type, payload) VALUES (v_id, p_type, p_payload);
  INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at)
    SELECT e.id, v_id, now() FROM webhook_endpoints e WHERE e.enabled AND p_type = ANY (e.events);
  PERFORM pg_notify('websy_webhooks', '');
  RETURN v_id;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION enqueue_webhook_event(text, jsonb) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION enqueue_webhook_event(text, jsonb) TO websy_app, websy_admin;
--> statement-breakpoint

-- Live: the admins' webhook screens refresh when an endpoint or a delivery changes (ids only, to
-- admins only: no client is in the audience).
CREATE OR REPLACE FUNCTION webhooks_announce() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  rec record;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  PERFORM pg_notify('websy_changes', json_build_object(
    'table', TG_TABLE_NAME,
    'op', lower(TG_OP),
    'id', rec.id,
    'project_id', NULL,
    'audience', ARRAY[]::uuid[],
    'admins', true,
    'at', (extract(epoch from clock_timestamp()) * 1000)::bigint,
    'xid', pg_current_xact_id()::text
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_realtime AFTER INSERT OR UPDATE OR DELETE ON webhook_endpoints
  FOR EACH ROW EXECUTE FUNCTION webhooks_announce();
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_realtime AFTER INSERT OR UPDATE OR DELETE ON webhook_deliveries
  FOR EACH ROW EXECUTE FUNCTION webhooks_announce();

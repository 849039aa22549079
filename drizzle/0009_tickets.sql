CREATE TABLE "ticket_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" uuid,
	"mensaje" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_to" uuid,
	"asunto" text NOT NULL,
	"mensaje" text NOT NULL,
	"email" text NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"prioridad" text DEFAULT 'media' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_replies_ticket_idx" ON "ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_estado_idx" ON "tickets" USING btree ("estado");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tickets, ticket_replies TO websy_admin;
--> statement-breakpoint
GRANT SELECT, INSERT ON tickets, ticket_replies TO websy_app;
--> statement-breakpoint
ALTER TABLE tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_replies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tickets_admin ON tickets FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY ticket_replies_admin ON ticket_replies FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
-- A client opens and reads their own tickets (state, priority and assignment are the agency's).
CREATE POLICY tickets_own_select ON tickets FOR SELECT TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE POLICY tickets_own_insert ON tickets FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND estado = 'abierto' AND assigned_to IS NULL);
--> statement-breakpoint
CREATE POLICY ticket_replies_own_select ON ticket_replies FOR SELECT TO websy_app
  USING (EXISTS (SELECT 1 FROM tickets t WHERE t.id = ticket_id));
--> statement-breakpoint
CREATE POLICY ticket_replies_own_insert ON ticket_replies FOR INSERT TO websy_app
  WITH CHECK (user_id = (SELECT app_user_id()) AND EXISTS (SELECT 1 FROM tickets t WHERE t.id = ticket_id));
--> statement-breakpoint
-- Realtime: tickets are announced to their client and to admins (realtime_announce, 0006).
CREATE TRIGGER tickets_realtime AFTER INSERT OR UPDATE OR DELETE ON tickets FOR EACH ROW EXECUTE FUNCTION realtime_announce();


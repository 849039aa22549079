CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"number" text NOT NULL,
	"concept" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_due_idx" ON "payments" USING btree ("status","due_date");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON payments TO websy_admin;
--> statement-breakpoint
GRANT SELECT ON payments TO websy_app;
--> statement-breakpoint
ALTER TABLE payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY payments_admin ON payments FOR ALL TO websy_admin USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY payments_own ON payments FOR SELECT TO websy_app USING (user_id = (SELECT app_user_id()));
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS invoice_number_seq;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE invoice_number_seq TO websy_admin;


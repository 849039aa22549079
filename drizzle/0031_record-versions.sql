-- Optimistic concurrency (docs/decisions/0038): every record a person edits carries a version.
-- An edit is a compare-and-set (UPDATE … WHERE id = $1 AND version = $2 RETURNING …); the
-- trigger below bumps the version whenever an edited column changes, whichever path wrote it,
-- so a form opened before that change is refused with 409 instead of silently overwriting it.
-- Columns the database or the server derive (progress, timestamps, approval bookkeeping) are
-- left out so a recomputation never makes an editor's form stale.
CREATE OR REPLACE FUNCTION bump_record_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := array_cat(ARRAY['version', 'updated_at'], TG_ARGV::text[]);
BEGIN
  IF (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_phases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER projects_bump_version BEFORE UPDATE ON projects FOR EACH ROW
  EXECUTE FUNCTION bump_record_version('progress', 'completion_percentage', 'type', 'approval_status',
    'approved_by', 'approved_at', 'request_notes', 'requested_at', 'admin_notes', 'github_repository_vouched');
--> statement-breakpoint
CREATE TRIGGER project_phases_bump_version BEFORE UPDATE ON project_phases FOR EACH ROW
  EXECUTE FUNCTION bump_record_version('completed_at');
--> statement-breakpoint
CREATE TRIGGER tasks_bump_version BEFORE UPDATE ON tasks FOR EACH ROW
  EXECUTE FUNCTION bump_record_version('completed_at');
--> statement-breakpoint
CREATE TRIGGER tickets_bump_version BEFORE UPDATE ON tickets FOR EACH ROW
  EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER payments_bump_version BEFORE UPDATE ON payments FOR EACH ROW
  EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER notification_settings_bump_version BEFORE UPDATE ON notification_settings FOR EACH ROW
  EXECUTE FUNCTION bump_record_version();

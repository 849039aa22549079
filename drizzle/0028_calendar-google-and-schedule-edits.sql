-- decision 0029: a report schedule can be edited and paused. An admin's edit makes them the schedule's
-- owner (created_by, checked by the existing policy's WITH CHECK): the report is computed as the
-- admin who last saved it.
ALTER TABLE "report_schedules" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
GRANT UPDATE ON report_schedules TO websy_admin;

-- decision 0051: e-mail copies of notifications go out as one digest per person. The job finds the
-- people with copies waiting (and the oldest of each) and locks one person's copies at a time:
-- both read this index by person. It replaces the one by date alone, which served the old job
-- (the oldest 50 copies of anyone) and cannot find one person's copies among 180,000 waiting.
CREATE INDEX "notifications_email_pending_user_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."email_status" = 'pending';--> statement-breakpoint
DROP INDEX "notifications_email_pending_idx";

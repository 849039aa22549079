-- decision 0029 (decision 0040): a portal event also created in its organiser's primary Google
-- calendar keeps the Google event's id, so editing or deleting the portal event updates or deletes
-- the copy. Null: no copy (or the copy can no longer be reached). The table's existing grants and
-- row-level security policies cover the new column.
ALTER TABLE "calendar_events" ADD COLUMN "google_event_id" text;
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_google_event_id_format" CHECK ("google_event_id" IS NULL OR ("google_event_id" ~ '^[a-v0-9]+$' AND char_length("google_event_id") BETWEEN 5 AND 1024));

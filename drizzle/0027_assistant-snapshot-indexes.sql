-- decision 0022: the assistant's system prompt reads the newest rows of each kind (docs/product.md#limits), ordered by
-- `updated_at`. At the console benchmark's scale (20,000 projects, 200,000 tasks) each of these
-- was a full scan and a sort on every message (bench/assistant.ts, bench/README.md). Plain ascending
-- indexes: `ORDER BY updated_at DESC` (nulls first) reads them backwards; a `DESC NULLS LAST`
-- index does not match that order and is never used for it.
CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
--> statement-breakpoint
CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
--> statement-breakpoint
CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at");
--> statement-breakpoint
CREATE INDEX "project_phases_updated_at_idx" ON "project_phases" USING btree ("updated_at");

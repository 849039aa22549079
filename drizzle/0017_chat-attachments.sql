-- decision 0017: a chat message's attachment is a file of the same project. The chat (0014) and the
-- files (0015) landed side by side; this joins them: the foreign keys each left out, and a check
-- that the file belongs to the room's project (row-level security already hides other projects'
-- files from a member, so a file they cannot see is refused the same way).
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_file_id_project_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."project_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_chat_message_id_chat_messages_id_fk" FOREIGN KEY ("chat_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_attachment_idx" ON "chat_messages" USING btree ("attachment_file_id") WHERE "attachment_file_id" IS NOT NULL;--> statement-breakpoint
COMMENT ON COLUMN chat_messages.attachment_file_id IS 'A file of the room''s project (project_files.id) the message carries; set to null when the file is deleted.';--> statement-breakpoint
CREATE FUNCTION chat_attachment_in_room_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.attachment_file_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM project_files f JOIN chat_rooms r ON r.project_id = f.project_id
    WHERE f.id = NEW.attachment_file_id AND r.id = NEW.room_id
  ) THEN
    RAISE EXCEPTION 'the attachment is not a file of this project' USING ERRCODE = 'P0120';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER chat_messages_attachment_in_project BEFORE INSERT OR UPDATE OF attachment_file_id ON chat_messages FOR EACH ROW EXECUTE FUNCTION chat_attachment_in_room_project();

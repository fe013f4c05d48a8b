-- Photos sent in chat are uploads like an ad's, tied to their conversation when uploaded and to
-- their message once sent. A sent photo is never swept; an unsent one is, like a draft. A message
-- or conversation that goes lets its photos go back to unattached drafts, which the sweep removes
-- with their files (a cascade would delete the rows and leave the files named by nothing).
ALTER TABLE "uploads" ADD COLUMN "chat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "conversation_id" bigint REFERENCES "conversations"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "message_id" bigint REFERENCES "messages"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "message_position" smallint;--> statement-breakpoint
-- A thread's page asks for its messages' photos by message.
CREATE INDEX "uploads_message_idx" ON "uploads" USING btree ("message_id") WHERE "message_id" IS NOT NULL;
--> statement-breakpoint
-- Staff may open a chat photo once its message is reported: found by the message.
CREATE INDEX "reports_message_idx" ON "reports" USING btree ("message_id") WHERE "message_id" IS NOT NULL;

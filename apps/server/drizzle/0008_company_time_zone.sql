ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
-- Messages the log provider took before the `stored` status existed were marked `sent`: nothing left the server.
UPDATE "whatsapp_messages" SET "status" = 'stored', "sent_on" = NULL WHERE "status" = 'sent' AND "provider_message_id" LIKE 'log-%';

ALTER TABLE "temporary_live_view_contacts" ADD COLUMN "asks_receipt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the consignees of links made before: they are asked too
UPDATE "temporary_live_view_contacts" SET "asks_receipt" = true WHERE "contact_id" IN (SELECT "contact_id" FROM "consignee_links");

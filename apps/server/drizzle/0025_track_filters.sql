ALTER TABLE "companies" ADD COLUMN "track_filters" jsonb;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "filter_reason" text;
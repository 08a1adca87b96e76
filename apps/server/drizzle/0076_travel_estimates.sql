ALTER TABLE "route_plans" ADD COLUMN "travel_source" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "travel_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "travel_samples" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "travel_matrix" jsonb;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "traffic" text DEFAULT 'OFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "traffic_factors" jsonb;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "shift_start_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_activity_runs_company_moving_idx" ON "vehicle_activity_runs" USING btree ("company_id","start_time") WHERE "vehicle_activity_runs"."state" = 'moving';
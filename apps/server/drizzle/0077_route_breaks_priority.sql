ALTER TABLE "delivery_orders" ADD COLUMN "priority" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plan_routes" ADD COLUMN "breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plan_stops" ADD COLUMN "priority" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "break_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "break_minutes" integer;
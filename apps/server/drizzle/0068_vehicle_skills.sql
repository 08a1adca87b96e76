ALTER TABLE "delivery_orders" ADD COLUMN "required_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plan_routes" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plan_stops" ADD COLUMN "required_skills" text[] DEFAULT '{}'::text[] NOT NULL;
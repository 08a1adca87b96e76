ALTER TABLE "sales_orders" ADD COLUMN "priority" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_templates" ADD COLUMN "priority" text DEFAULT 'NORMAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD COLUMN "balance_routes" boolean DEFAULT false NOT NULL;
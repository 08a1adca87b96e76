CREATE TABLE "fuel_tank_calibrations" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"points" jsonb NOT NULL,
	"updated_by" integer,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuel_tank_calibrations" ADD CONSTRAINT "fuel_tank_calibrations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_tank_calibrations" ADD CONSTRAINT "fuel_tank_calibrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_tank_calibrations" ADD CONSTRAINT "fuel_tank_calibrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "vehicle_trip_cursors" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"resume_from" timestamp with time zone,
	"pending_backfill" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_trips" (
	"vehicle_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"duration_seconds" integer NOT NULL,
	"max_speed" real NOT NULL,
	"avg_speed" double precision NOT NULL,
	"driver_id" integer,
	CONSTRAINT "vehicle_trips_vehicle_id_start_time_pk" PRIMARY KEY("vehicle_id","start_time")
);
--> statement-breakpoint
ALTER TABLE "vehicle_trip_cursors" ADD CONSTRAINT "vehicle_trip_cursors_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_trips_company_start_idx" ON "vehicle_trips" USING btree ("company_id","start_time","vehicle_id");--> statement-breakpoint
-- vehicles with activity runs already: their trips are built by the backfill (tripRollup.ts backfillTrips), not here
INSERT INTO "vehicle_trip_cursors" ("vehicle_id", "pending_backfill")
SELECT "id", true FROM "vehicles" WHERE EXISTS (SELECT 1 FROM "vehicle_activity_runs" WHERE "vehicle_activity_runs"."vehicle_id" = "vehicles"."id");


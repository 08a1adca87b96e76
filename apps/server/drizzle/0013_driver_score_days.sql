CREATE TABLE "driver_score_days" (
	"driver_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"distance_meters" double precision DEFAULT 0 NOT NULL,
	"driving_seconds" double precision DEFAULT 0 NOT NULL,
	"harsh_accel" integer DEFAULT 0 NOT NULL,
	"harsh_brake" integer DEFAULT 0 NOT NULL,
	"sharpturn" integer DEFAULT 0 NOT NULL,
	"overspeed" integer DEFAULT 0 NOT NULL,
	"exceeded_parking_time" integer DEFAULT 0 NOT NULL,
	"exceeded_idle_time" integer DEFAULT 0 NOT NULL,
	"yawn" integer DEFAULT 0 NOT NULL,
	"distraction" integer DEFAULT 0 NOT NULL,
	"smoking" integer DEFAULT 0 NOT NULL,
	"phone_calling" integer DEFAULT 0 NOT NULL,
	"eye_closed" integer DEFAULT 0 NOT NULL,
	"missing_face" integer DEFAULT 0 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_score_days_driver_id_day_pk" PRIMARY KEY("driver_id","day")
);
--> statement-breakpoint
CREATE TABLE "driving_rollup_cursors" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_score_days" ADD CONSTRAINT "driver_score_days_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_score_days" ADD CONSTRAINT "driver_score_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_rollup_cursors" ADD CONSTRAINT "driving_rollup_cursors_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_score_days_company_day_idx" ON "driver_score_days" USING btree ("company_id","day");--> statement-breakpoint
-- the alerts raised before: counted into their drivers' days (positions are counted by the rollup from the start)
INSERT INTO "driver_score_days" ("driver_id", "day", "company_id", "harsh_accel", "harsh_brake", "sharpturn", "overspeed",
  "exceeded_parking_time", "exceeded_idle_time", "yawn", "distraction", "smoking", "phone_calling", "eye_closed", "missing_face")
SELECT a."driver_id", (a."created_on" AT TIME ZONE c."time_zone")::date, a."company_id",
  count(*) FILTER (WHERE a."alert_code" = 9), count(*) FILTER (WHERE a."alert_code" = 10),
  count(*) FILTER (WHERE a."alert_code" = 11), count(*) FILTER (WHERE a."alert_code" = 8),
  count(*) FILTER (WHERE a."alert_code" = 4), count(*) FILTER (WHERE a."alert_code" = 3),
  count(*) FILTER (WHERE a."alert_code" = 50), count(*) FILTER (WHERE a."alert_code" = 51),
  count(*) FILTER (WHERE a."alert_code" = 52), count(*) FILTER (WHERE a."alert_code" = 53),
  count(*) FILTER (WHERE a."alert_code" = 49), count(*) FILTER (WHERE a."alert_code" = 54)
FROM "raw_alerts" a JOIN "companies" c ON c."id" = a."company_id"
WHERE a."driver_id" IS NOT NULL AND NOT a."is_false_alert" AND a."alert_code" IN (3, 4, 8, 9, 10, 11, 49, 50, 51, 52, 53, 54)
GROUP BY 1, 2, 3;

CREATE TABLE "arrival_notices" (
	"contact_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"approaching_sent_on" timestamp with time zone,
	"arrived_sent_on" timestamp with time zone,
	CONSTRAINT "arrival_notices_contact_id_vehicle_id_pk" PRIMARY KEY("contact_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arrival_soon_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arrival_soon_meters" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arrival_radius_meters" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_live_view_contacts" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_live_view_contacts" ADD COLUMN "last_opened_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "temporary_live_views" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_live_views" ADD COLUMN "last_opened_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_contact_id_temporary_live_view_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."temporary_live_view_contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
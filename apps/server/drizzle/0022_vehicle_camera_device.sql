ALTER TABLE "vehicles" ADD COLUMN "camera_device_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_camera_device_id_devices_id_fk" FOREIGN KEY ("camera_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_camera_device_uq" ON "vehicles" USING btree ("camera_device_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_two_devices_ck" CHECK ("vehicles"."camera_device_id" <> "vehicles"."device_id");
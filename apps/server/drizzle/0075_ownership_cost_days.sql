-- issue 34: the days a vehicle's monthly ownership cost applies (the TCO prorates only over them)
ALTER TABLE "vehicle_ownership_costs" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "vehicle_ownership_costs" ADD COLUMN "ends_on" date;
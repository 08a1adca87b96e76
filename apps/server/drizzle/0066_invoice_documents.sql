CREATE TABLE "invoice_customer_defaults" (
	"company_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"withhold_pph23" boolean NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_customer_defaults_company_id_customer_key_pk" PRIMARY KEY("company_id","customer_key")
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "invoice_customer_defaults" ADD CONSTRAINT "invoice_customer_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- each customer's PPh 23 choice as its newest invoice made it
INSERT INTO "invoice_customer_defaults" ("company_id", "customer_key", "withhold_pph23", "updated_on")
SELECT DISTINCT ON ("company_id", lower(btrim("customer_name")))
  "company_id", lower(btrim("customer_name")), "pph23_rate_bp" > 0, "created_on"
FROM "invoices"
ORDER BY "company_id", lower(btrim("customer_name")), "id" DESC;

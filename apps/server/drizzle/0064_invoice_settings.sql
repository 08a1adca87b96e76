CREATE TABLE "invoice_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"invoice_address" text,
	"payment_terms_days" integer NOT NULL,
	"ppn_rate_bp" integer NOT NULL,
	"ppn_dpp_nilai_lain" boolean NOT NULL,
	"prices_include_ppn" boolean NOT NULL,
	"pph23_rate_bp" integer NOT NULL,
	"number_prefix" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ppn_dpp_nilai_lain" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_ppn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ppn_base" bigint;--> statement-breakpoint
-- invoices before the settings were taxed on their subtotal
UPDATE "invoices" SET "ppn_base" = "subtotal";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "ppn_base" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_tax_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_bank_account" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
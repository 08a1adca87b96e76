CREATE TABLE "company_retention" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"positions_days" integer DEFAULT 396 NOT NULL,
	"raw_alerts_days" integer DEFAULT 396 NOT NULL,
	"media_days" integer DEFAULT 90 NOT NULL,
	"audit_days" integer DEFAULT 730 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_archives" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"object_key" text NOT NULL,
	"row_count" integer NOT NULL,
	"byte_size" bigint NOT NULL,
	"archived_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_archives_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "company_retention" ADD CONSTRAINT "company_retention_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_archives" ADD CONSTRAINT "position_archives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
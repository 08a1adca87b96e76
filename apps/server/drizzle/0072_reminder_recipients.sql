CREATE TABLE "reminder_recipients" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"by_whatsapp" boolean NOT NULL,
	"by_email" boolean NOT NULL,
	"by_push" boolean NOT NULL,
	CONSTRAINT "reminder_recipients_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "by_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "recipients_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_recipients" ADD CONSTRAINT "reminder_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_recipients" ADD CONSTRAINT "reminder_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "sso_configs" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"issuer_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"default_role_id" integer,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"sso_only" boolean DEFAULT false NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sso_email_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_pending_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_default_role_id_roles_id_fk" FOREIGN KEY ("default_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_email_domains" ADD CONSTRAINT "sso_email_domains_company_id_sso_configs_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sso_configs"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_sign_ins" ADD CONSTRAINT "sso_pending_sign_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_email_domains_company_idx" ON "sso_email_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sso_pending_sign_ins_expires_idx" ON "sso_pending_sign_ins" USING btree ("expires_on");
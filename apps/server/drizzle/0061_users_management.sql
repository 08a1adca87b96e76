CREATE TABLE "password_set_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_set_links" ADD CONSTRAINT "password_set_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_set_links_user_idx" ON "password_set_links" USING btree ("user_id");
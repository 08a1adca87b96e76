CREATE TABLE "new_modules" (
	"path" text PRIMARY KEY NOT NULL,
	"new_until" timestamp with time zone NOT NULL
);

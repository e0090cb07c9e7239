CREATE TABLE "assistant_allowances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"characters" integer NOT NULL,
	"images" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_for" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

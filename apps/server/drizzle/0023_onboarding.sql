CREATE TABLE "questionnaires" (
	"user_id" text PRIMARY KEY NOT NULL,
	"account_use" text NOT NULL,
	"company" text,
	"gender" text NOT NULL,
	"age_band" text NOT NULL,
	"purpose" text NOT NULL,
	"video_type" text NOT NULL,
	"granted_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"job_title" text NOT NULL,
	"services" jsonb NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text
);
--> statement-breakpoint
CREATE INDEX "contact_requests_open_idx" ON "contact_requests" USING btree ("handled_at","created_at");
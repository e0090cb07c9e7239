CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"body" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notices_source_key_idx" ON "notices" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","is_read","created_at");
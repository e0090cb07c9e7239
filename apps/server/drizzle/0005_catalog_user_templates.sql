CREATE TABLE "user_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"project_type" text NOT NULL,
	"ratio" integer NOT NULL,
	"document" jsonb NOT NULL,
	"source_project_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_templates_owner_idx" ON "user_templates" USING btree ("owner_id","tenant_id","created_at");
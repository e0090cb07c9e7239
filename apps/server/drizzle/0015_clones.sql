CREATE TABLE "clones" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"training_key" text,
	"training" jsonb,
	"authorization_key" text,
	"authorization" jsonb,
	"job_id" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"eta_seconds" integer,
	"stage" text,
	"checkpoint" jsonb,
	"avatar_id" text,
	"error" text,
	"training_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clones_owner_idx" ON "clones" USING btree ("owner_id","tenant_id","created_at");
CREATE TABLE "live_interactions" (
	"room_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"secret_hash" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qa_library_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_queue" integer DEFAULT 10 NOT NULL,
	"forget_seconds" integer DEFAULT 60 NOT NULL,
	"memory" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"rule_id" text,
	"line_id" text,
	"event_kind" text NOT NULL,
	"comment" text,
	"viewer" text,
	"priority" integer NOT NULL,
	"status" text NOT NULL,
	"drop_reason" text,
	"failure_reason" text,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"played_at" timestamp with time zone,
	"clip_path" text,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_replies_room_idx" ON "live_replies" USING btree ("room_id","status","priority");--> statement-breakpoint
CREATE INDEX "live_replies_log_idx" ON "live_replies" USING btree ("room_id","created_at");
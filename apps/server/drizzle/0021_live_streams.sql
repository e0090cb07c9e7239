CREATE TABLE "live_streams" (
	"room_id" text PRIMARY KEY NOT NULL,
	"run_id" text,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"position" jsonb,
	"playlist" jsonb,
	"now_playing" text,
	"status" text DEFAULT 'stopped' NOT NULL,
	"last_error" text,
	"rtmp_url" text,
	"rtmp_key" text,
	"rtmp_state" jsonb,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

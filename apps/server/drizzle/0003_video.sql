CREATE TABLE "recent_speakers" (
	"user_id" text NOT NULL,
	"main_id" text NOT NULL,
	"man_type" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_speakers_user_id_main_id_man_type_pk" PRIMARY KEY("user_id","main_id","man_type")
);
--> statement-breakpoint
CREATE TABLE "video_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"project_name" text NOT NULL,
	"project_type" text NOT NULL,
	"ratio" integer DEFAULT 0 NOT NULL,
	"document" jsonb NOT NULL,
	"template_id" text,
	"template_name" text,
	"watermark" boolean DEFAULT true NOT NULL,
	"resolution" text DEFAULT 'low' NOT NULL,
	"state" text DEFAULT 'notSynthesized' NOT NULL,
	"state_before_render" text,
	"failure_reason" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"render_attempt_id" text,
	"render_settings" jsonb,
	"video_key" text,
	"cover_key" text,
	"srt_key" text,
	"vtt_key" text,
	"duration_ms" integer,
	"deducted_attempt_id" text,
	"collected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "recent_speakers_user_idx" ON "recent_speakers" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE INDEX "video_projects_owner_idx" ON "video_projects" USING btree ("owner_id","tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "video_projects_job_idx" ON "video_projects" USING btree ("job_id");
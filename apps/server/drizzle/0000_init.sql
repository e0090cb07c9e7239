CREATE TABLE "account_delete_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_x" integer NOT NULL,
	"piece_y" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant_members" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_members_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"vip_type" text DEFAULT '' NOT NULL,
	"pro_man" boolean DEFAULT false NOT NULL,
	"ultra" boolean DEFAULT false NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"remain_credits" integer DEFAULT 60 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"languages" text DEFAULT 'en' NOT NULL,
	"current_tenant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"ref_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"access_key_id" text NOT NULL,
	"secret_access_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"key" text NOT NULL,
	"blob_sha256" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"etag" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"purpose" text,
	"state" text NOT NULL,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"failure_reason" text,
	"upload_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_upload_parts" (
	"upload_id" text NOT NULL,
	"part_number" integer NOT NULL,
	"size" bigint NOT NULL,
	"etag" text DEFAULT '' NOT NULL,
	"md5" text,
	"offset" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
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
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_at_idx" ON "rate_limit_events" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_challenges_token_key" ON "slider_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "slider_challenges_expiry_idx" ON "slider_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tenant_members_user_idx" ON "tenant_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_live_email_key" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_live_phone_key" ON "users" USING btree ("phone") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("recipient","scene","issued_at");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_credentials_access_key" ON "storage_credentials" USING btree ("access_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_live_key" ON "storage_objects" USING btree ("key") WHERE "storage_objects"."blob_sha256" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_upload_id" ON "storage_objects" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "storage_objects_owner_idx" ON "storage_objects" USING btree ("owner_id","key");--> statement-breakpoint
CREATE INDEX "storage_objects_blob_idx" ON "storage_objects" USING btree ("blob_sha256");--> statement-breakpoint
CREATE INDEX "recent_speakers_user_idx" ON "recent_speakers" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE INDEX "video_projects_owner_idx" ON "video_projects" USING btree ("owner_id","tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "video_projects_job_idx" ON "video_projects" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "user_templates_owner_idx" ON "user_templates" USING btree ("owner_id","tenant_id","created_at");
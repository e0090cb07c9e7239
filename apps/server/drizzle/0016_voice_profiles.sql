CREATE TABLE "voice_profile_samples" (
	"profile_id" text NOT NULL,
	"sentence_index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_profile_samples_profile_id_sentence_index_pk" PRIMARY KEY("profile_id","sentence_index")
);
--> statement-breakpoint
CREATE TABLE "voice_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"edition" integer NOT NULL,
	"status" text DEFAULT 'collecting' NOT NULL,
	"mode" text,
	"gender" text,
	"base_voice_id" text,
	"dsp" jsonb,
	"measured" jsonb,
	"remote_voice_id" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"job_id" text,
	"sample_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_profile_samples" ADD CONSTRAINT "voice_profile_samples_profile_id_voice_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."voice_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_profiles_owner_idx" ON "voice_profiles" USING btree ("owner_id","tenant_id","created_at");
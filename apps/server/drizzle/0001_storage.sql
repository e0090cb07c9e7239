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
	"md5" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "storage_credentials_access_key" ON "storage_credentials" USING btree ("access_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_live_key" ON "storage_objects" USING btree ("key") WHERE "storage_objects"."blob_sha256" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_upload_id" ON "storage_objects" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "storage_objects_owner_idx" ON "storage_objects" USING btree ("owner_id","key");--> statement-breakpoint
CREATE INDEX "storage_objects_blob_idx" ON "storage_objects" USING btree ("blob_sha256");
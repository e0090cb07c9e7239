ALTER TABLE "storage_upload_parts" ALTER COLUMN "md5" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_upload_parts" ADD COLUMN "etag" text DEFAULT '' NOT NULL;
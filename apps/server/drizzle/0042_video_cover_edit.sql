ALTER TABLE "video_projects" ADD COLUMN "original_cover_key" text;--> statement-breakpoint
ALTER TABLE "video_projects" ADD COLUMN "cover_document" jsonb;
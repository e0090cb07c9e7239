ALTER TABLE "video_projects" ADD COLUMN "touched_at" timestamp with time zone;--> statement-breakpoint
-- Projects from before this column were all listed: keep them so.
UPDATE "video_projects" SET "touched_at" = "updated_at";

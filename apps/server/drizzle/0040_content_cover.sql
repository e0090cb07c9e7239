ALTER TABLE "content_items" ADD COLUMN "cover_owner_id" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "cover_key" text DEFAULT '' NOT NULL;
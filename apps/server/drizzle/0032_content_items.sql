CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_address_key" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("kind","published","sort_order");
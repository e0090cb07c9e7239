CREATE TABLE "live_line_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"scene_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"scene_id" text NOT NULL,
	"group_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"voice_id" text NOT NULL,
	"style" text NOT NULL,
	"audience" text NOT NULL,
	"cmp_status" text DEFAULT 'preparing' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"audio_key" text,
	"video_key" text,
	"failure_reason" text,
	"rendered_text" text
);
--> statement-breakpoint
CREATE TABLE "live_products" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"materials" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_products" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"ratio" text NOT NULL,
	"room_type" text NOT NULL,
	"scene_type" text NOT NULL,
	"live_type" text DEFAULT '2.5d' NOT NULL,
	"lbr_type" text DEFAULT 'loop' NOT NULL,
	"avatar_id" text,
	"voice_id" text NOT NULL,
	"decoration" jsonb NOT NULL,
	"streaming" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_scenes" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_line_groups_scene_idx" ON "live_line_groups" USING btree ("scene_id","position");--> statement-breakpoint
CREATE INDEX "live_lines_scene_idx" ON "live_lines" USING btree ("scene_id","group_id","position");--> statement-breakpoint
CREATE INDEX "live_lines_room_idx" ON "live_lines" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "live_products_owner_idx" ON "live_products" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "live_room_products_room_idx" ON "live_room_products" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "live_rooms_owner_idx" ON "live_rooms" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "live_scenes_room_idx" ON "live_scenes" USING btree ("room_id","position");
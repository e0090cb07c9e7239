CREATE TABLE "batch_items" (
	"batch_id" text NOT NULL,
	"position" integer NOT NULL,
	"row_index" integer NOT NULL,
	"template_id" text NOT NULL,
	"project_id" text,
	"error_key" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "batch_items_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"template_ids" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_items_project_idx" ON "batch_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "batches_owner_idx" ON "batches" USING btree ("owner_id","tenant_id","created_at");
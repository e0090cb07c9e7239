CREATE TABLE "qa_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"library_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_generations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"base_id" text NOT NULL,
	"qa_library_id" text NOT NULL,
	"mode" text NOT NULL,
	"question_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_items" (
	"id" text PRIMARY KEY NOT NULL,
	"library_id" text NOT NULL,
	"category_id" text NOT NULL,
	"standard_question" text NOT NULL,
	"similar_questions" jsonb NOT NULL,
	"answer_text" text NOT NULL,
	"actions" jsonb NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"source_base_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_libraries" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"languages" jsonb NOT NULL,
	"match_threshold" real NOT NULL,
	"answer_directly" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"model_tier" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"fallback_phrase" text NOT NULL,
	"sensitive_phrase" text NOT NULL,
	"answer_prefix" text DEFAULT '' NOT NULL,
	"sleep_phrase" text DEFAULT '' NOT NULL,
	"common_questions" jsonb NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"custom_parameters" jsonb NOT NULL,
	"history_turns" integer NOT NULL,
	"temperature" real NOT NULL,
	"max_reply_length" integer NOT NULL,
	"language_templates" jsonb NOT NULL,
	"knowledge_base_ids" jsonb NOT NULL,
	"qa_library_ids" jsonb NOT NULL,
	"flow_id" text,
	"plugin_ids" jsonb NOT NULL,
	"private_base_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_word_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "material_project_links" (
	"material_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_project_links_material_id_project_id_pk" PRIMARY KEY("material_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_categories" ADD CONSTRAINT "qa_categories_library_id_qa_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."qa_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_generations" ADD CONSTRAINT "qa_generations_qa_library_id_qa_libraries_id_fk" FOREIGN KEY ("qa_library_id") REFERENCES "public"."qa_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_items" ADD CONSTRAINT "qa_items_library_id_qa_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."qa_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_items" ADD CONSTRAINT "qa_items_category_id_qa_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qa_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_project_links" ADD CONSTRAINT "material_project_links_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qa_categories_name_idx" ON "qa_categories" USING btree ("library_id","name");--> statement-breakpoint
CREATE INDEX "qa_generations_base_idx" ON "qa_generations" USING btree ("owner_id","tenant_id","base_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_items_library_idx" ON "qa_items" USING btree ("library_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_items_category_idx" ON "qa_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "qa_items_source_idx" ON "qa_items" USING btree ("source_base_id") WHERE "qa_items"."source_base_id" is not null;--> statement-breakpoint
CREATE INDEX "qa_libraries_owner_idx" ON "qa_libraries" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "roles_owner_idx" ON "roles" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "material_project_links_project_idx" ON "material_project_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "materials_owner_idx" ON "materials" USING btree ("owner_id","tenant_id","created_at");
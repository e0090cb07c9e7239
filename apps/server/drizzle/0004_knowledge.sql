-- Trigram similarity (pg_trgm ships with PostgreSQL and with PGlite as a contrib extension). No trigram
-- index on the text: see knowledge_segments in src/db/schema/knowledge.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"segment_mode" text DEFAULT 'auto' NOT NULL,
	"segment_delimiters" text DEFAULT '' NOT NULL,
	"segment_max_length" integer DEFAULT 500 NOT NULL,
	"needs_reprocess" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"base_id" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"source_url" text,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"character_count" integer DEFAULT 0 NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"segment_count" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_segments" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"base_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"character_count" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_base_id_knowledge_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_segments" ADD CONSTRAINT "knowledge_segments_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_bases_owner_idx" ON "knowledge_bases" USING btree ("owner_id","tenant_id","private","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_documents_name_idx" ON "knowledge_documents" USING btree ("base_id","name");--> statement-breakpoint
CREATE INDEX "knowledge_documents_base_idx" ON "knowledge_documents" USING btree ("base_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "knowledge_segments_document_idx" ON "knowledge_segments" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_segments_base_idx" ON "knowledge_segments" USING btree ("base_id");--> statement-breakpoint
CREATE INDEX "knowledge_segments_search_idx" ON "knowledge_segments" USING gin ("search_vector");
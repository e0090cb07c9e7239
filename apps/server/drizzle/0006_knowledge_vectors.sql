CREATE TABLE "knowledge_segment_vectors" (
	"segment_id" text PRIMARY KEY NOT NULL,
	"base_id" text NOT NULL,
	"model" text NOT NULL,
	"dims" integer NOT NULL,
	"vector" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_segment_vectors" ADD CONSTRAINT "knowledge_segment_vectors_segment_id_knowledge_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."knowledge_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_segment_vectors_base_idx" ON "knowledge_segment_vectors" USING btree ("base_id","model");
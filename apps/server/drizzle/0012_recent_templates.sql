CREATE TABLE "recent_templates" (
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_templates_owner_id_tenant_id_template_id_pk" PRIMARY KEY("owner_id","tenant_id","template_id")
);
--> statement-breakpoint
CREATE INDEX "recent_templates_owner_idx" ON "recent_templates" USING btree ("owner_id","tenant_id","used_at");
CREATE TABLE "company_config_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"config_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"apply_defaults" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"nlp_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_config_hosts_config_idx" ON "company_config_hosts" USING btree ("config_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_configs_company_id_key" ON "company_configs" USING btree ("company_id");
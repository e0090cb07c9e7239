CREATE TABLE "conversation_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"ratio" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"role_id" text,
	"avatar_id" text,
	"voice_id" text,
	"input_box" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_turns" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"project_name" text NOT NULL,
	"role_id" text NOT NULL,
	"role_name" text NOT NULL,
	"turn" integer NOT NULL,
	"visitor" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"source" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_share_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_share_tokens" ADD CONSTRAINT "project_share_tokens_project_id_conversation_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."conversation_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_projects_owner_idx" ON "conversation_projects" USING btree ("owner_id","tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_projects_role_idx" ON "conversation_projects" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "conversation_turns_owner_idx" ON "conversation_turns" USING btree ("owner_id","tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "conversation_turns_session_idx" ON "conversation_turns" USING btree ("session_id","turn");--> statement-breakpoint
CREATE INDEX "project_share_tokens_project_idx" ON "project_share_tokens" USING btree ("project_id");
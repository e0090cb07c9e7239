CREATE TABLE "role_share_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_share_tokens" ADD CONSTRAINT "role_share_tokens_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_share_tokens_role_idx" ON "role_share_tokens" USING btree ("role_id");
CREATE TABLE "code_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"benefit" jsonb NOT NULL,
	"count" integer NOT NULL,
	"uses_per_code" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_redemptions" (
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"order_no" text,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
CREATE INDEX "code_redemptions_batch_idx" ON "code_redemptions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_idx" ON "redeem_codes" USING btree ("batch_id","code");
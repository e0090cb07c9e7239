CREATE TABLE "composition_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reference" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "composition_ledger_event_key" ON "composition_ledger" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "composition_ledger_user_idx" ON "composition_ledger" USING btree ("user_id","id");
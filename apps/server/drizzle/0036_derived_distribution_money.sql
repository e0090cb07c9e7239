ALTER TABLE "distribution_accounts" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "distribution_accounts" DROP COLUMN "earned";--> statement-breakpoint
ALTER TABLE "distribution_accounts" DROP COLUMN "withdrawn";
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after_cents" SET DATA TYPE bigint;
DROP INDEX "wallet_records_transaction_key";--> statement-breakpoint
ALTER TABLE "commission_dues" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "commission_dues" ALTER COLUMN "settled_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "grand_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "actual_payment_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "commission_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_records" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_records" ALTER COLUMN "actual_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "kind" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
-- Existing ids that differ only by case or surrounding spaces: the first keeps its id, each later
-- one gets a " (duplicate #<record id>)" suffix (kept for review, no longer clashing), so the index below can be built.
UPDATE "wallet_records" r SET "transcation_id" = r."transcation_id" || ' (duplicate #' || r."id" || ')'
WHERE r."transcation_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "wallet_records" f
  WHERE f."wallet_code" = r."wallet_code" AND f."transcation_id" IS NOT NULL
    AND upper(trim(f."transcation_id")) = upper(trim(r."transcation_id")) AND f."id" < r."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_records_transaction_key" ON "wallet_records" USING btree ("wallet_code",upper(trim("transcation_id"))) WHERE "wallet_records"."transcation_id" is not null;
CREATE TABLE "commission_dues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_dues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"settled_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_dues_amount_check" CHECK ("commission_dues"."amount_cents" > 0 and "commission_dues"."settled_cents" between 0 and "commission_dues"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer,
	"from_account" text,
	"to_user_id" integer,
	"to_account" text,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount_cents" > 0),
	CONSTRAINT "ledger_transfers_sides_check" CHECK ("ledger_transfers"."from_account" is not null or "ledger_transfers"."to_account" is not null)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_id_account_pk";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "offline_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "transfer_id" integer;--> statement-breakpoint
-- Entries written before transfers existed become one-sided transfers: a credit as money
-- entering, a debit as money leaving, so the reconciliation holds over the old history too.
INSERT INTO "ledger_transfers" ("id", "from_user_id", "from_account", "to_user_id", "to_account", "amount_cents", "kind", "ref_type", "ref_id", "created_at")
  OVERRIDING SYSTEM VALUE
  SELECT "id",
    CASE WHEN "amount_cents" < 0 THEN "user_id" END, CASE WHEN "amount_cents" < 0 THEN "account" END,
    CASE WHEN "amount_cents" > 0 THEN "user_id" END, CASE WHEN "amount_cents" > 0 THEN "account" END,
    abs("amount_cents"), "kind", "ref_type", "ref_id", "created_at"
  FROM "ledger_entries";--> statement-breakpoint
UPDATE "ledger_entries" SET "transfer_id" = "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), greatest((SELECT max("id") FROM "ledger_transfers"), 1));--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "transfer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_dues" ADD CONSTRAINT "commission_dues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_dues" ADD CONSTRAINT "commission_dues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_dues_order_key" ON "commission_dues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_dues_open_idx" ON "commission_dues" USING btree ("shop_id","id") WHERE "commission_dues"."settled_cents" < "commission_dues"."amount_cents";--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref_idx" ON "ledger_transfers" USING btree ("ref_type","ref_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_key" UNIQUE NULLS NOT DISTINCT("user_id","account");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_commission_check" CHECK ("categories"."commission_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."user_id" is null) = ("ledger_accounts"."account" in ('escrow', 'commission')));--> statement-breakpoint
INSERT INTO "ledger_accounts" ("user_id", "account") VALUES (NULL, 'escrow'), (NULL, 'commission') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Orders paid (not on delivery) and not yet completed: their money is now held in escrow.
WITH opened AS (
  INSERT INTO "ledger_transfers" ("to_account", "amount_cents", "kind", "ref_type", "ref_id")
  SELECT 'escrow', o."actual_payment_cents" - coalesce(r."cents", 0), 'opening', 'order', o."id"
  FROM "orders" o
  LEFT JOIN (SELECT "order_id", sum("amount_cents") AS "cents" FROM "refunds" WHERE "state" = 'approved' GROUP BY "order_id") r ON r."order_id" = o."id"
  WHERE o."payment_status" = 'paid' AND o."payment_method" <> 'cod'
    AND o."order_status" IN ('paid', 'to_ship', 'shipped', 'in_transit', 'delivered')
    AND o."actual_payment_cents" - coalesce(r."cents", 0) > 0
  RETURNING "id", "amount_cents", "ref_id")
INSERT INTO "ledger_entries" ("transfer_id", "user_id", "account", "amount_cents", "balance_after_cents", "kind", "ref_type", "ref_id")
  SELECT "id", NULL, 'escrow', "amount_cents", sum("amount_cents") OVER (ORDER BY "id"), 'opening', 'order', "ref_id" FROM opened;--> statement-breakpoint
UPDATE "refunds" r SET "settlement" = CASE WHEN o."order_status" = 'completed' THEN 'merchant' ELSE 'escrow' END
  FROM "orders" o WHERE o."id" = r."order_id" AND r."state" = 'approved' AND r."settlement" IS NULL;

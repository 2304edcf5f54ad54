-- The column takes the server's spelling (decision 0016); the API keeps the spec's `transcation_id`.
-- PostgreSQL carries the rename into wallet_records_transaction_key's expression and predicate,
-- so the index drizzle-kit also dropped and created again is left as it is.
ALTER TABLE "wallet_records" RENAME COLUMN "transcation_id" TO "transaction_id";

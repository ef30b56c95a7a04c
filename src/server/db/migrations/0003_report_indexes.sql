-- Reports: the red-flag list and count read only flagged customers of one store, newest update first.
CREATE INDEX IF NOT EXISTS customers_store_red_flag_idx ON customers (store_id, updated_at DESC) WHERE internal_red_flag;
--> statement-breakpoint
-- Credit summary's recent entries (and the credit-transactions export) walk one store's ledger newest first.
CREATE INDEX IF NOT EXISTS credit_transactions_store_created_idx ON credit_transactions (store_id, created_at DESC, id DESC);

-- The ledger export reads one store's entries in (business_date, created_at, id) order in keyset batches.
CREATE INDEX IF NOT EXISTS credit_transactions_store_date_created_idx ON credit_transactions (store_id, business_date, created_at, id);

-- The ledger is never erased (DESIGN §1): a customer with ledger entries is archived, and the database
-- itself refuses deleting them (no cascade from customers; a store's deletion still cascades to both).
ALTER TABLE "credit_transactions" DROP CONSTRAINT "credit_transactions_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;
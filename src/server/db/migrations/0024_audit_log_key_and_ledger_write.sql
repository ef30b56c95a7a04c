-- Give-credit writes no index entry a rule does not need (issue 28, decision 065). The audit log's
-- primary key becomes (created_at, id): it is unique as id was, and it serves the unfiltered log page
-- (newest first by created_at, id) that security_audit_log_created_at_idx served, so that index goes.
-- Every audit row (two per give-credit) writes one index entry less, and no longer one at a random
-- place of a b-tree keyed by a random uuid.
ALTER TABLE "security_audit_log" DROP CONSTRAINT "security_audit_log_pkey";--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD CONSTRAINT "security_audit_log_pkey" PRIMARY KEY("created_at","id");--> statement-breakpoint
DROP INDEX "security_audit_log_created_at_idx";
--> statement-breakpoint
-- The ledger write writes its own audit rows with app.audit_bulk = 'on' for its transaction (decision
-- 065). On the two tables it changes, the audit triggers now say so in a WHEN clause, checked as the row
-- changes: no after-trigger event is queued and no PL/pgSQL call is made for those rows. The functions
-- keep their own check, so nothing else changes (the daily reset's bulk mode, decision 039).
DROP TRIGGER "audit_row_change" ON "customers";--> statement-breakpoint
CREATE TRIGGER "audit_row_change" AFTER INSERT OR UPDATE OR DELETE ON "customers"
  FOR EACH ROW WHEN (current_setting('app.audit_bulk', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION audit_store_row_change();--> statement-breakpoint
DROP TRIGGER "audit_row_change" ON "credit_transactions";--> statement-breakpoint
CREATE TRIGGER "audit_row_change" AFTER INSERT OR UPDATE OR DELETE ON "credit_transactions"
  FOR EACH ROW WHEN (current_setting('app.audit_bulk', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION audit_ledger_row_change();

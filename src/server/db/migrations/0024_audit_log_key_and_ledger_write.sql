-- Give-credit writes no index entry a rule does not need (issue 28, decision 065). The audit log's
-- primary key becomes (created_at, id): it is unique as id was, and it serves the unfiltered log page
-- (newest first by created_at, id) that security_audit_log_created_at_idx served, so that index goes.
-- Every audit row (two per give-credit) writes one index entry less, and no longer one at a random
-- place of a b-tree keyed by a random uuid.
ALTER TABLE "security_audit_log" DROP CONSTRAINT "security_audit_log_pkey";--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD CONSTRAINT "security_audit_log_pkey" PRIMARY KEY("created_at","id");--> statement-breakpoint
DROP INDEX "security_audit_log_created_at_idx";

DROP INDEX "payroll_entries_store_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "total_half_hours" integer;--> statement-breakpoint
UPDATE "payroll_entries" SET "total_half_hours" = round("total_hours" * 2)::integer;--> statement-breakpoint
ALTER TABLE "payroll_entries" ALTER COLUMN "total_half_hours" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_entries_store_created_idx" ON "payroll_entries" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payroll_entries_store_employee_idx" ON "payroll_entries" USING btree ("store_id","employee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payroll_entries" DROP COLUMN "total_hours";--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_hours_range" CHECK ("payroll_entries"."total_half_hours" > 0 and "payroll_entries"."total_half_hours" <= 1488);--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_amount_range" CHECK ("payroll_entries"."total_amount_cents" > 0 and "payroll_entries"."total_amount_cents" <= 10000000);--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_period_order" CHECK ("payroll_entries"."start_date" <= "payroll_entries"."end_date");--> statement-breakpoint
-- hand-written:
-- Payroll entries are never edited in place (issue 10): a correction is delete + new entry, both
-- audited. UPDATE is refused unless it comes from a foreign key's action (a deleted user's id set
-- to null: pg_trigger_depth() > 1); the name and phone snapshot keep the entry readable then.
CREATE OR REPLACE FUNCTION payroll_entries_no_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'payroll_entries are not edited in place (UPDATE refused)' USING ERRCODE = 'raise_exception';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payroll_entries_no_update ON payroll_entries;
--> statement-breakpoint
CREATE TRIGGER payroll_entries_no_update BEFORE UPDATE ON payroll_entries
  FOR EACH ROW EXECUTE FUNCTION payroll_entries_no_update();

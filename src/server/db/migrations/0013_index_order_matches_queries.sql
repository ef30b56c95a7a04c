-- The board and the payroll page ask ORDER BY … DESC (NULLS FIRST, PostgreSQL's default for DESC);
-- indexes built DESC NULLS LAST cannot give that order, so every page sorted the whole table first
-- (and, on the board, counted every post's messages before the LIMIT). Same columns, the queries' order.
DROP INDEX "community_posts_board_idx";--> statement-breakpoint
DROP INDEX "payroll_entries_store_created_idx";--> statement-breakpoint
DROP INDEX "payroll_entries_store_employee_idx";--> statement-breakpoint
CREATE INDEX "community_posts_board_idx" ON "community_posts" USING btree ("is_pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payroll_entries_store_created_idx" ON "payroll_entries" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payroll_entries_store_employee_idx" ON "payroll_entries" USING btree ("store_id","employee_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
CREATE TABLE "community_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"post_id" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "community_posts_order_idx";--> statement-breakpoint
ALTER TABLE "stored_objects" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community_messages" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD COLUMN "post_id" uuid;--> statement-breakpoint
CREATE INDEX "community_events_created_idx" ON "community_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_objects_post_idx" ON "stored_objects" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_posts_board_idx" ON "community_posts" USING btree ("is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_store_required" CHECK ("stored_objects"."store_id" is not null or "stored_objects"."kind" = 'community-media');--> statement-breakpoint
ALTER TABLE "community_messages" ADD CONSTRAINT "community_messages_content_length" CHECK (char_length("community_messages"."content") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_title_length" CHECK (char_length("community_posts"."title") between 1 and 120);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_content_length" CHECK (char_length("community_posts"."content") <= 5000);
--> statement-breakpoint
-- hand-written:
-- A community file belongs to its post once attached: deleting the post forgets its files' rows
-- (the service deletes the files themselves after the commit). Not declared in Drizzle: core.ts
-- cannot import tenant.ts (it imports core.ts).
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade;
--> statement-breakpoint
-- A session that ends (sign-out, revocation, expiry clean-up, the user deleted: sessions cascade) is
-- announced at commit, so every instance closes that session's live streams at once
-- (src/server/realtime/, docs/decisions/025).
CREATE OR REPLACE FUNCTION notify_session_end() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_end', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_end_notify AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_end();

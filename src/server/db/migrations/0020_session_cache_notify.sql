-- The per-instance session cache (src/server/auth/session-cache.ts, decision 056): every change to what
-- a session is or may do is announced on 'cs_session_change' by a trigger, in the transaction that makes
-- it (NOTIFY is sent at commit; nothing is sent for a rollback), so no code path can forget it. Payload:
-- 's:<session id>', 'u:<user id>' (the user's sessions), 't:<store id>' (the sessions of the store's
-- members), '*' (a TRUNCATE: every session). The same trigger raises a NOTICE to the connection that made
-- the change, so the instance that made it waits for its own LISTEN connection before answering.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('cs_session_change', '*');
  ELSE
    IF TG_OP <> 'INSERT' THEN old_key := TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]); END IF;
    IF TG_OP <> 'DELETE' THEN new_key := TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]); END IF;
    IF old_key IS NOT NULL THEN PERFORM pg_notify('cs_session_change', old_key); END IF;
    IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN PERFORM pg_notify('cs_session_change', new_key); END IF;
  END IF;
  RAISE NOTICE 'cs_session_change';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- sessions: ended, or moved by anything but the last-seen step forward (an older last-seen time in a
-- copy only sends that request to the database; a newer one must never be kept).
CREATE TRIGGER session_cache_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change('s', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.token IS DISTINCT FROM NEW.token
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR NEW.updated_at < OLD.updated_at)
  EXECUTE FUNCTION notify_session_change('s', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER session_cache_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
        OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION notify_session_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- profiles: the display name (ledger entries' author) comes with the session.
CREATE TRIGGER session_cache_change AFTER INSERT OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION notify_session_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON profiles FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION notify_session_change('u', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- user_roles: membership given or taken, role changed, first-login setup done.
CREATE TRIGGER session_cache_change AFTER INSERT OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION notify_session_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON user_roles FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.is_first_login IS DISTINCT FROM NEW.is_first_login)
  EXECUTE FUNCTION notify_session_change('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER session_cache_truncate AFTER TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- stores: the time zone (business day) and the subscription state (read-only when lapsed, decision 027).
CREATE TRIGGER session_cache_delete AFTER DELETE ON stores FOR EACH ROW EXECUTE FUNCTION notify_session_change('t', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_update AFTER UPDATE ON stores FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.subscription_status IS DISTINCT FROM NEW.subscription_status
        OR OLD.trial_end_date IS DISTINCT FROM NEW.trial_end_date OR OLD.subscription_end_date IS DISTINCT FROM NEW.subscription_end_date
        OR OLD.payment_subscription_id IS DISTINCT FROM NEW.payment_subscription_id OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION notify_session_change('t', 'id');
--> statement-breakpoint
CREATE TRIGGER session_cache_truncate AFTER TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

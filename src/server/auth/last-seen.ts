/**
 * sessions.updated_at is the session's last-seen time, moved at most once per this step (never a
 * write per request); the platform's session timeout ends a session idle for that many minutes
 * since it, plus this step (so never early; decision 037).
 */
export const LAST_SEEN_STEP_MS = 60_000;

/**
 * Who is acting, as the audit triggers record it (app.actor_id, app.ip, app.user_agent). It belongs to
 * the data layer: the HTTP layer builds one from the request (actorOf), CLI commands and jobs build
 * their own.
 */
export type Actor = {
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
};

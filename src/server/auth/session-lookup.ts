import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/raw-rows';
import { profiles, sessions, stores, userRoles, users } from '../db/schema/index';
import { personNameSql } from '../db/person-name';
import { currentSettings } from '../config/settings-cache';
import { LAST_SEEN_STEP_MS } from './last-seen';
import { readCookie, verifySignedCookie, type SessionCookieSettings } from './session-cookie';
import { sessionCacheOf, type SessionRow } from './session-cache';

/**
 * The session, its user, the user's store membership and that store's time zone, in one query by
 * token (sessions.token is unique, user_roles.user_id is unique). Prepared once per database.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      displayName: personNameSql,
      storeId: userRoles.storeId,
      role: userRoles.role,
      isFirstLogin: userRoles.isFirstLogin,
      timezone: stores.timezone,
      subscriptionStatus: stores.subscriptionStatus,
      trialEndDate: stores.trialEndDate,
      subscriptionEndDate: stores.subscriptionEndDate,
      paymentSubscriptionId: stores.paymentSubscriptionId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .leftJoin(stores, eq(stores.id, userRoles.storeId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('cs_session_lookup');
}

const sessionLookup = perDatabase((db) => prepareSessionLookup(db));

export type SessionRequest = {
  token: string;
  cookieHeader: string;
  settings: SessionCookieSettings;
  maxAgeDays: number;
  now: number;
};

/** Whether the session has ended: idle (Better Auth's expiry, or the platform's timeout since last seen) or past its absolute lifetime. */
function hasEnded(row: SessionRow, idleMs: number, request: SessionRequest): boolean {
  const { now } = request;
  return row.expiresAt.getTime() < now || row.createdAt.getTime() + request.maxAgeDays * 86_400_000 < now || row.lastSeenAt.getTime() + idleMs < now;
}

/**
 * The write this request owes the session row: 'refresh' (Better Auth's sliding expiry, once
 * `updateAge` has passed since the last refresh; not for "don't remember me" sessions), 'touch' (the
 * last-seen time, at most once a step), or none.
 */
function writeDue(row: SessionRow, request: SessionRequest): 'refresh' | 'touch' | null {
  const { settings, now } = request;
  const due = row.expiresAt.getTime() - settings.expiresInS * 1000 + settings.updateAgeS * 1000 <= now;
  const seenDue = row.lastSeenAt.getTime() + LAST_SEEN_STEP_MS <= now;
  if (due && !verifySignedCookie(readCookie(request.cookieHeader, settings.dontRememberCookieName), settings.secret)) return 'refresh';
  return seenDue ? 'touch' : null;
}

/**
 * The signed-in session for this token, or null (unknown, ended — then deleted —, or gone meanwhile).
 * From the instance's copy when it is trusted and owes no write; otherwise from the database, and the
 * row read is kept as the copy (decision 056).
 */
export async function currentSession(db: Db, request: SessionRequest): Promise<SessionRow | null> {
  const cache = sessionCacheOf(db);
  const idleMs = (await currentSettings(db)).session_timeout * 60_000 + LAST_SEEN_STEP_MS;
  let cached = cache.get(request.token);
  if (cached) {
    await cache.catchUp();
    cached = cache.get(request.token);
  }
  if (cached && !hasEnded(cached, idleMs, request) && writeDue(cached, request) === null) return cached;

  const ticket = cache.ticket();
  const [found] = await sessionLookup(db, 'session').execute({ token: request.token });
  if (!found) {
    cache.delete(request.token);
    return null;
  }
  if (hasEnded(found, idleMs, request)) {
    cache.delete(request.token);
    await db.delete(sessions).where(eq(sessions.id, found.sessionId));
    return null;
  }
  const row = await writeIfDue(db, found, request);
  if (!row) {
    cache.delete(request.token);
    return null;
  }
  cache.put(request.token, row, ticket);
  return row;
}

/** The refresh or last-seen write the row owes; the row as written, or null when it vanished in between (signed out concurrently). */
async function writeIfDue(db: Db, found: SessionRow, request: SessionRequest): Promise<SessionRow | null> {
  const write = writeDue(found, request);
  if (write === null) return found;
  const lastSeenAt = new Date(request.now);
  const expiresAt = write === 'refresh' ? new Date(request.now + request.settings.expiresInS * 1000) : found.expiresAt;
  const set = write === 'refresh' ? { expiresAt, updatedAt: lastSeenAt } : { updatedAt: lastSeenAt };
  const updated = await db.update(sessions).set(set).where(eq(sessions.id, found.sessionId)).returning({ id: sessions.id });
  return updated.length > 0 ? { ...found, expiresAt, lastSeenAt } : null;
}

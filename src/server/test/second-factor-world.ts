import { eq } from 'drizzle-orm';
import { adminVerifiedSessions, sessions, systemSettings } from '../db/schema/index';
import type { World } from './route-fixtures';

/**
 * The matrix's two admins (issue 22): 'admin''s session has given its TOTP code, 'unverifiedAdmin''s
 * has not, and require_two_factor is on — turned on through the settings API by the verified admin.
 */
export async function requireSecondFactor(w: World) {
  // As POST /admin/two-factor/verify records a right code (that route has its own tests).
  const own = await w.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, w.admin.id));
  for (const session of own) await w.t.db.insert(adminVerifiedSessions).values({ sessionId: session.id }).onConflictDoNothing();
  const saved = await w.t.request('/api/admin/settings', { method: 'PUT', cookie: w.admin.cookie, json: { require_two_factor: true } });
  if (saved.status !== 200) throw new Error(`turning require_two_factor on failed: ${saved.status}`);
}

/** A cell that resets the settings (POST /admin/settings/reset) turns it off: on again before the next one. */
export async function keepSecondFactorRequired(w: World) {
  const [row] = await w.t.db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, 'require_two_factor'));
  if (row?.value !== true) await requireSecondFactor(w);
}

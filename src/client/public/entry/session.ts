/** Pure rules of public-entry.ts about the visitor's session (no DOM, unit-tested). */

export type CtaTarget = { text: string; href: string };

export const dashboardCta: CtaTarget = { text: 'Go to Dashboard', href: '/dashboard' };
export const signOutLabel = 'Sign Out';

/** GET /api/auth/get-session answers JSON null when signed out, {session, user} when signed in. */
export function isSignedInSession(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { session, user } = body as { session?: unknown; user?: unknown };
  return typeof session === 'object' && session !== null && typeof user === 'object' && user !== null;
}

/** What a [data-cta] link should become; null keeps the signed-out text and href of the markup. */
export function ctaForSession(isSignedIn: boolean): CtaTarget | null {
  return isSignedIn ? dashboardCta : null;
}

/** Pure rules of public-entry.ts about the visitor's session (no DOM, unit-tested). */
import { entryTextsIn } from './texts';

export type CtaTarget = { text: string; href: string };


/** GET /api/auth/get-session answers JSON null when signed out, {session, user} when signed in. */
export function isSignedInSession(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { session, user } = body as { session?: unknown; user?: unknown };
  return typeof session === 'object' && session !== null && typeof user === 'object' && user !== null;
}

/** What a [data-cta] link should become; null keeps the signed-out text and href of the markup. */
export function ctaForSession(isSignedIn: boolean, language = 'en'): CtaTarget | null {
  return isSignedIn ? { text: entryTextsIn(language).goToDashboard, href: '/dashboard' } : null;
}

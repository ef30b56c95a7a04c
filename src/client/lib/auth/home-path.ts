import type { SessionContext } from '#shared/session/session.schemas';

type Context = Pick<SessionContext, 'role' | 'isFirstLogin' | 'isAdmin'>;

const adminPanelPath = '/dashboard/admin';
/** Platform admins without a store may open these dashboard pages too (the admin panel, the community board). */
const adminPaths = [adminPanelPath, '/dashboard/community'];

/**
 * Where a signed-in person belongs (spec part 1 §2 and §4): the same rule as the shared
 * landingPathFor, restated here because importing #shared/session/session.schemas at runtime
 * pulls zod into the first-load bundle. home-path.test.ts checks both agree on every input.
 */
export function landingPath(context: Pick<SessionContext, 'role' | 'isFirstLogin'>): '/dashboard' | '/setup' {
  if (!context.role) return '/setup';
  if (context.isFirstLogin && context.role !== 'employee') return '/setup';
  return '/dashboard';
}

/** After sign-in: landingPath, except that a platform admin without a store goes to the admin panel. */
export function homePathFor(context: Context): string {
  if (context.isAdmin && !context.role) return adminPanelPath;
  return landingPath(context);
}

/** The dashboard guard: null to let the person in, or where to send them instead. */
export function dashboardRedirect(context: Context | null, pathname: string): string | null {
  if (!context) return '/auth';
  if (landingPath(context) === '/dashboard') return null;
  const onAdminPage = adminPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  if (context.isAdmin && !context.role && onAdminPage) return null;
  return '/setup';
}

/** The setup guard: signed out → /auth; employees and finished owners → /dashboard. */
export function setupRedirect(context: Context | null): string | null {
  if (!context) return '/auth';
  return landingPath(context) === '/dashboard' ? '/dashboard' : null;
}

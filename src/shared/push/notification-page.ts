/**
 * The page a notification opens: a same-app path only ('/…', never '//host' or a full URL).
 * Its own module (no zod) because the service worker bundles it.
 */
export function notificationPage(page: unknown): string {
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//') || page.includes('\\')) return '/dashboard';
  return page;
}

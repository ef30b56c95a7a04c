/** The prerendered public pages: route → file under dist/client/pages (plain data, no React). */
export const publicPages = [
  { path: '/', file: 'index.html' },
  { path: '/app-setup', file: 'app-setup.html' },
  { path: '/terms-of-service', file: 'terms-of-service.html' },
  { path: '/privacy-policy', file: 'privacy-policy.html' },
  { path: '/contact-us', file: 'contact-us.html' },
] as const;

/** Where the e2e stack listens; shared by the Playwright config, the stack starter and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** A platform admin (no store) the stack creates with admin:create, for the walks that need one (community board, billing's admin steps). */
export const E2E_ADMIN = { email: 'admin@e2e.cornerstore.app', password: 'Admin-Walk1' };
/** Per port: two stacks may run side by side (CI runs the browser tests in two shards, decision 046). */
export const E2E_MAIL_DIR = new URL(`../../tmp/e2e-mail-${E2E_PORT}/`, import.meta.url).pathname;
/** Card payments in the browser tests: the app's Stripe SDK talks to a local stand-in (start-stack.ts). */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_corner_store';

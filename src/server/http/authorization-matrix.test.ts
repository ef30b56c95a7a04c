import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { apiRoutes } from '../api-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, callAs, identities, snapshotTables, validCallFor, type Identity, type World } from '../test/route-fixtures';
import { routeKey, type RouteEntry } from './route-manifest';

/**
 * Issue 9: every manifest route × {anonymous, employee, owner, owner of another store, platform
 * admin}. Each cell gets exactly its expected answer — 401, 403, 404 for the other store's object
 * ids, or a success — and a refused cell changes no row (row counts and an md5 of every row of the
 * guarded tables). The allowed cells are the positive control: the same requests do succeed.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(async () => t.close());

type Expected = number | 'success';

/** Routes whose success is not a 2xx in the test configuration, or that refuse some callers for their own reasons. */
const special: Record<string, Partial<Record<Identity, Expected>> & { all?: Expected }> = {
  // No Google keys in tests: the provider does not exist; a callback without our state goes to the error page.
  'POST /auth/sign-in/social': { all: 404 },
  'GET /auth/callback/:id': { all: 302 },
  // Better Auth mails a signed-in caller only their own address (already verified here): 400 → 422.
  'POST /auth/send-verification-email': { employee: 422, owner: 422, otherOwner: 422, admin: 422 },
  // A made-up token is refused as a field error, whoever sends it.
  'POST /auth/reset-password': { all: 422 },
  'GET /auth/verify-email': { all: 302 }, // back to the app with ?error=INVALID_TOKEN
  // Setup: an owner's store is already set up; an employee may not set one up; the admin has no store yet.
  'POST /stores/setup': { owner: 409, otherOwner: 409, employee: 403, admin: 'success' },
  // No Stripe keys in this app: card payments answer 503 (billing.test.ts runs them against a Stripe stand-in).
  'POST /billing/checkout': { owner: 503, otherOwner: 503 },
  'POST /billing/portal': { owner: 503, otherOwner: 503 },
  // The employee id is in the body: the first store's employee is not found for the other store's owner.
  'POST /payroll': { otherOwner: 404 },
  // The board is shared by every store: the other store's owner reads it, but deletes only their own store's posts.
  'DELETE /community/posts/:id': { employee: 403, otherOwner: 403 },
  'PUT /community/posts/:id/pin': { employee: 403, owner: 403, otherOwner: 403 },
  'POST /billing/checkout/confirm': { owner: 503, otherOwner: 503 },
  // The webhook is anonymous and proves itself by signature: this unsigned call is refused for everyone.
  'POST /billing/webhook': { all: 400 },
  // The matrix asks for an unknown address (a real one is mailed after the cell ends).
  'POST /admin/password-reset': { admin: 404 },
};

function expectedFor(entry: RouteEntry, who: Identity): Expected {
  const own = special[routeKey(entry)];
  const overridden = own?.[who] ?? own?.all;
  const refusal = accessRefusal(entry, who);
  if (refusal !== null) return refusal;
  return overridden ?? 'success';
}

/** The status access control alone gives this caller, or null when it lets them through. */
function accessRefusal(entry: RouteEntry, who: Identity): number | null {
  if (entry.access === 'anonymous') return null;
  if (who === 'anonymous') return 401;
  if (entry.access === 'signedIn') return null;
  if (entry.access === 'community') return null; // members of any store and admins
  if (entry.access === 'admin') return who === 'admin' ? null : 403;
  if (who === 'admin') return 403; // no store
  if (entry.access === 'owner' && who === 'employee') return 403;
  // The other store's owner passes the role check; the first store's object ids are not found for them.
  if (who === 'otherOwner' && entry.path.includes(':id')) return 404;
  return null;
}

/** Setup changes who the admin is (it gives them a store): it runs last. */
const ordered = [...apiRoutes].sort((a, b) => Number(routeKey(a) === 'POST /stores/setup') - Number(routeKey(b) === 'POST /stores/setup'));

describe('authorization matrix', () => {
  it('the checksum sees a change (so a refused cell that wrote would fail)', async () => {
    const before = await snapshotTables(t);
    const response = await callAs(w, 'employee', { path: '/api/customers', json: { name: 'Checksum Person', phone: '+12175550177' } });
    expect(response.status).toBe(201);
    expect(await snapshotTables(t)).not.toEqual(before);
  });

  it('has a valid request for 100 % of the manifest routes', () => {
    expect(apiRoutes.filter((entry) => !validCallFor(routeKey(entry))).map(routeKey)).toEqual([]);
  });

  it.each(ordered.map((entry) => [routeKey(entry), entry] as const))('%s', async (_key, entry) => {
    if (entry.path.startsWith('/auth/sign-in/social') || entry.path.startsWith('/auth/callback')) allowConsoleError(); // Better Auth logs these refusals
    const build = validCallFor(routeKey(entry))!;
    for (const who of identities) {
      const expected = expectedFor(entry, who);
      const call = await build(w, who);
      const isRefusal = typeof expected === 'number' && expected >= 400;
      const before = isRefusal ? await snapshotTables(t) : null;
      const response = await callAs(w, who, call);
      const label = `${routeKey(entry)} as ${who}`;
      if (expected === 'success') expect(response.status, label).toBeGreaterThanOrEqual(200);
      if (expected === 'success') expect(response.status, label).toBeLessThan(300);
      else expect(response.status, label).toBe(expected);
      if (response.status >= 400) {
        const body = (await response.json()) as { error?: { code?: unknown } };
        expect(typeof body.error?.code, label).toBe('string');
      } else if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel(); // the live stream never ends by itself
      } else {
        await response.arrayBuffer();
      }
      if (before) expect(await snapshotTables(t), `${label} changed data it was refused`).toEqual(before);
    }
  });
});

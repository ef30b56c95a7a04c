import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { apiRoutes } from '../api-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, callAs, validCallFor, type World } from '../test/route-fixtures';
import { keepSecondFactorRequired, requireSecondFactor } from '../test/second-factor-world';
import { leftOutOfSnapshot, snapshotEveryTable, snapshotForRefusal, snapshotTableNames } from '../test/table-snapshot';
import { parseAuthorizationTable, tableIdentities } from './authorization-table';
import { routeKey } from './route-manifest';

/**
 * Issues 9 and 22: every manifest route × {anonymous, employee, owner, owner of another store,
 * platform admin with the second factor, platform admin without it (require_two_factor on)}. Each
 * cell gets exactly the answer of the person-reviewed table (authorization-table.ts) — never one
 * derived from the route's own `access` — and a refused cell changes no row of any table. The
 * allowed cells are the positive control: the same requests do succeed.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  await requireSecondFactor(w);
}, 60_000);
afterAll(async () => t.close());

const table = parseAuthorizationTable();


/** Setup changes who the admins are (it gives them a store): it runs last. */
const ordered = [...apiRoutes].sort((a, b) => Number(routeKey(a) === 'POST /stores/setup') - Number(routeKey(b) === 'POST /stores/setup'));

describe('the table', () => {
  it('has one line per manifest route, and none for a route the manifest does not have', () => {
    const manifest = apiRoutes.map(routeKey);
    expect(manifest.filter((key) => !table.has(key)), 'routes missing from authorization-table.ts').toEqual([]);
    expect([...table.keys()].filter((key) => !manifest.includes(key)), 'lines for no route').toEqual([]);
  });

  it('agrees with the access each route declares in the manifest', () => {
    const disagreeing = apiRoutes
      .filter((entry) => table.get(routeKey(entry))?.access !== entry.access)
      .map((entry) => `${routeKey(entry)}: manifest ${entry.access}, table ${table.get(routeKey(entry))?.access}`);
    expect(disagreeing).toEqual([]);
  });

  it('fails a manifest that disagrees (a route declared too loosely)', () => {
    const loose = { ...apiRoutes.find((entry) => routeKey(entry) === 'PUT /community/posts/:id/pin')!, access: 'anonymous' as const };
    expect(table.get(routeKey(loose))?.access).not.toBe(loose.access);
  });
});

describe('authorization matrix', () => {
  it('the check covers every table (the five the old check left out among them); left out only with a reason', async () => {
    const names = await snapshotTableNames(t);
    for (const name of ['sessions', 'system_settings', 'admin_totp', 'admin_verified_sessions', 'request_counters']) expect(names).toContain(name);
    for (const reason of Object.values(leftOutOfSnapshot.tables)) expect(reason.length).toBeGreaterThan(20);
    expect(names.length).toBeGreaterThan(25);
  });

  it('the checksum sees a change (so a refused cell that wrote would fail)', async () => {
    const before = await snapshotEveryTable(t);
    const response = await callAs(w, 'employee', { path: '/api/customers', json: { name: 'Checksum Person', phone: '+12175550177' } });
    expect(response.status).toBe(201);
    expect(await snapshotEveryTable(t)).not.toEqual(before);
  });

  it('has a valid request for 100 % of the manifest routes', () => {
    expect(apiRoutes.filter((entry) => !validCallFor(routeKey(entry))).map(routeKey)).toEqual([]);
  });

  it.each(ordered.map((entry) => [routeKey(entry), entry] as const))('%s', async (key, entry) => {
    if (entry.path.startsWith('/auth/sign-in/social') || entry.path.startsWith('/auth/callback')) allowConsoleError(); // Better Auth logs these refusals
    const build = validCallFor(key)!;
    const row = table.get(key);
    expect(row, `${key} has no line in authorization-table.ts`).toBeDefined();
    for (const who of tableIdentities) {
      await keepSecondFactorRequired(w);
      const expected = row!.answers[who];
      const call = await build(w, who);
      const isRefusal = typeof expected === 'number' && expected >= 400;
      const before = isRefusal ? await snapshotForRefusal(t, key) : null;
      const response = await callAs(w, who, call);
      const label = `${key} as ${who}`;
      if (expected === 'ok') expect(response.status, label).toBeGreaterThanOrEqual(200);
      if (expected === 'ok') expect(response.status, label).toBeLessThan(300);
      else expect(response.status, label).toBe(expected);
      if (response.status >= 400) {
        const body = (await response.json()) as { error?: { code?: unknown } };
        expect(typeof body.error?.code, label).toBe('string');
      } else if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel(); // the live stream never ends by itself
      } else {
        await response.arrayBuffer();
      }
      if (before) expect(await snapshotForRefusal(t, key), `${label} changed data it was refused`).toEqual(before);
    }
  });
});

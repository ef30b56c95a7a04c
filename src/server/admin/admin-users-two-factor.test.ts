import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTotp, systemSettings } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { createOrPromoteAdmin } from './admin-users.service';
import { base32Decode, totpCode, totpStep } from './admin-users-totp';

/** require_two_factor: platform admins enrol TOTP and give a code at every sign-in before any admin API answers (decision 035). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function makeAdmin() {
  const email = uniqueEmail('tfa');
  const { userId } = await createOrPromoteAdmin(t.deps, { email, password: STRONG_PASSWORD, firstName: 'Tia', lastName: 'Factor' }, { userId: null, ip: null, userAgent: 'test' });
  return { id: userId, email, cookie: await signIn(t, email) };
}
const setRequired = (on: boolean) =>
  t.db.insert(systemSettings).values({ key: 'require_two_factor', value: on }).onConflictDoUpdate({ target: systemSettings.key, set: { value: on } });
const get = (path: string, cookie: string) => t.request(path, { cookie });
const post = (path: string, cookie: string, json: unknown = {}) => t.request(path, { method: 'POST', cookie, json });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('TOTP arithmetic', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    const secret = '12345678901234567890';
    const base32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(base32).toString()).toBe(secret);
    // T = 59 s → step 1 → 94287082 (8 digits) → 287082 with 6 digits.
    expect(totpCode(base32, 1)).toBe('287082');
    expect(totpCode(base32, Math.floor(1111111109 / 30))).toBe('081804');
  });
});

describe('with require_two_factor on', () => {
  it('an admin is refused until enrolled; enrols with a code; every new sign-in needs a code; wrong codes are refused', async () => {
    const admin = await makeAdmin();
    // Off: the admin API answers without a second factor (positive control).
    expect((await get('/api/admin/overview', admin.cookie)).status).toBe(200);
    await setRequired(true);
    try {
      const refused = await get('/api/admin/overview', admin.cookie);
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
      expect((await post('/api/admin/admin-users/promote', admin.cookie, { email: admin.email })).status).toBe(403);
      expect(await (await get('/api/admin/two-factor', admin.cookie)).json()).toEqual({ required: true, enrolled: false, verified: false });

      const enrolment = (await (await post('/api/admin/two-factor/enrol', admin.cookie)).json()) as { secret: string; otpauthUri: string };
      expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
      expect((await get('/api/admin/overview', admin.cookie)).status).toBe(403); // not confirmed yet

      const wrongCode = totpCode(enrolment.secret, totpStep() + 5);
      const wrong = await post('/api/admin/two-factor/verify', admin.cookie, { code: wrongCode });
      expect(wrong.status).toBe(422);
      expect(((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ code: 'invalid_code' });
      expect((await post('/api/admin/two-factor/verify', admin.cookie, { code: 'abc' })).status).toBe(422);

      const code = totpCode(enrolment.secret, totpStep());
      expect((await post('/api/admin/two-factor/verify', admin.cookie, { code })).status).toBe(200);
      expect((await get('/api/admin/overview', admin.cookie)).status).toBe(200);
      expect(await (await get('/api/admin/two-factor', admin.cookie)).json()).toEqual({ required: true, enrolled: true, verified: true });
      expect((await post('/api/admin/two-factor/enrol', admin.cookie)).status).toBe(409); // no silent re-enrolment

      // A new sign-in is a new session: refused until it gives a code; the same code does not work twice.
      const second = await signIn(t, admin.email);
      const again = await get('/api/admin/admin-users', second);
      expect(again.status).toBe(403);
      expect(await errorCode(again)).toBe('TWO_FACTOR_REQUIRED');
      expect((await post('/api/admin/two-factor/verify', second, { code })).status).toBe(422);
      const [row] = await t.db.select().from(adminTotp).where(eq(adminTotp.userId, admin.id));
      // The key is kept sealed under AUTH_SECRET, not as the text the authenticator was given.
      expect(row!.secret).toMatch(/^sealed:v1:/);
      expect(row!.secret).not.toContain(enrolment.secret);
      const next = totpCode(enrolment.secret, row!.lastStep + 1);
      expect((await post('/api/admin/two-factor/verify', second, { code: next })).status).toBe(200);
      expect((await get('/api/admin/admin-users', second)).status).toBe(200);
    } finally {
      await setRequired(false);
    }
  });

  it('wrong codes count toward the sign-in lock (no guessing a million codes)', async () => {
    const admin = await makeAdmin();
    await setRequired(true);
    try {
      const { secret } = (await (await post('/api/admin/two-factor/enrol', admin.cookie)).json()) as { secret: string };
      const bad = totpCode(secret, totpStep() + 10);
      for (let i = 0; i < 5; i += 1) expect((await post('/api/admin/two-factor/verify', admin.cookie, { code: bad })).status).toBe(422);
      const locked = await post('/api/admin/two-factor/verify', admin.cookie, { code: totpCode(secret, totpStep()) });
      expect(locked.status).toBe(429);
      expect((await get('/api/admin/overview', admin.cookie)).status).toBe(403);
    } finally {
      await setRequired(false);
    }
  });

  it('store owners and employees are refused the two-factor routes (403), the signed-out 401; store APIs need no code', async () => {
    const store = await createStoreWithStaff(t, 'No Factor Store');
    await setRequired(true);
    try {
      for (const path of ['/api/admin/two-factor/enrol', '/api/admin/two-factor/verify']) {
        expect((await t.request(path, { method: 'POST', json: { code: '123456' } })).status).toBe(401);
        expect((await post(path, store.owner.cookie, { code: '123456' })).status).toBe(403);
        expect((await post(path, store.employee.cookie, { code: '123456' })).status).toBe(403);
      }
      expect((await get('/api/customers', store.owner.cookie)).status).toBe(200);
    } finally {
      await setRequired(false);
    }
  });
});

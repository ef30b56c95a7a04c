import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionContextSchema } from '#shared/session/session.schemas';
import { profiles } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, signIn, type TestApp } from '../test/test-app';

/** PUT /api/account/language (issue 27): each person's language, kept on their profile, read back by GET /api/session on any device. */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Bodega Lopez');
  canary = await createStoreWithStaff(t, 'Canary Corner');
});
afterAll(async () => t.close());

const languageOf = async (cookie: string) => sessionContextSchema.parse(await (await t.request('/api/session', { cookie })).json())?.user.language;
const put = (cookie: string | null, json: unknown) => t.request('/api/account/language', { method: 'PUT', cookie: cookie ?? undefined, json });
const storedLanguage = async (userId: string) => (await t.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)))[0]?.language;

describe('PUT /api/account/language', () => {
  it('starts unchosen, keeps Spanish on the profile, and a new sign-in (another device) reads it back', async () => {
    expect(await languageOf(staff.owner.cookie)).toBeNull();
    const response = await put(staff.owner.cookie, { language: 'es' });
    expect(response.status).toBe(204);
    expect(await storedLanguage(staff.owner.id)).toBe('es');
    const otherDevice = await signIn(t, staff.owner.email);
    expect(await languageOf(otherDevice)).toBe('es');
    expect((await put(otherDevice, { language: 'en' })).status).toBe(204);
    expect(await languageOf(staff.owner.cookie)).toBe('en');
  });

  it('an employee and a platform admin each set their own', async () => {
    expect((await put(staff.employee.cookie, { language: 'es' })).status).toBe(204);
    expect(await languageOf(staff.employee.cookie)).toBe('es');
    const admin = await createAdmin(t);
    expect((await put(admin.cookie, { language: 'es' })).status).toBe(204);
    expect(await storedLanguage(admin.id)).toBe('es');
  });

  it('refuses a signed-out caller: 401, nothing stored', async () => {
    const response = await put(null, { language: 'es' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a language we do not speak, a missing one and extra fields: 422, the profile unchanged', async () => {
    expect((await put(canary.owner.cookie, { language: 'es' })).status).toBe(204);
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: 'en', theme: 'dark' }]) {
      const response = await put(canary.owner.cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedLanguage(canary.owner.id)).toBe('es');
  });

  it("cannot change another user's language: a user id in the body is refused, and only the caller's profile moves", async () => {
    expect((await put(staff.employee.cookie, { language: 'en' })).status).toBe(204);
    expect(await storedLanguage(canary.owner.id)).toBe('es');
    const forged = await put(staff.employee.cookie, { language: 'en', userId: canary.owner.id });
    expect(forged.status).toBe(422);
    expect(await storedLanguage(canary.owner.id)).toBe('es');
    // positive control: the canary owner still changes their own
    expect((await put(canary.owner.cookie, { language: 'en' })).status).toBe(204);
    expect(await storedLanguage(canary.owner.id)).toBe('en');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, signUpBody, STRONG_PASSWORD, type TestApp } from '../test/test-app';
import { failedLoginAttempts } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function newOwner() {
  const body = signUpBody();
  const response = await t.request('/api/signup', { method: 'POST', json: body });
  expect(response.status, await response.clone().text()).toBe(201);
  return body.email;
}

const signInWith = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

const attemptsOf = async (email: string) =>
  (await t.db.select().from(failedLoginAttempts).where(eq(failedLoginAttempts.email, email))).length;

describe('the per-email login lock', () => {
  it('checks at most 5 of 25 simultaneous wrong passwords; the other 20 are refused unchecked', async () => {
    const email = await newOwner();
    const responses = await Promise.all(Array.from({ length: 25 }, (_, i) => signInWith(email, `Wrong-pass${i}`)));
    const statuses = responses.map((r) => r.status).sort();
    // Every 401 is a password that was checked and found wrong, and each left one attempt row.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await attemptsOf(email)).toBe(5);
    const refused = responses.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    const right = await signInWith(email, STRONG_PASSWORD);
    expect(right.status).toBe(429);
    expect(await attemptsOf(email)).toBe(5);
  });

  it('does not count a right password as a failure', async () => {
    const email = await newOwner();
    for (let i = 0; i < 7; i++) expect((await signInWith(email, STRONG_PASSWORD)).status).toBe(200);
    expect(await attemptsOf(email)).toBe(0);
  });

  it('covers verify-password and change-password: they count, and are refused once the email is locked', async () => {
    const email = await newOwner();
    const cookie = await signIn(t, email);
    const verify = (password: string) => t.request('/api/auth/verify-password', { method: 'POST', json: { password }, cookie });
    const change = (currentPassword: string) =>
      t.request('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword: 'Other-Counter8' }, cookie });

    expect((await verify(STRONG_PASSWORD)).status).toBe(200);
    expect(await attemptsOf(email)).toBe(0);
    expect((await verify('Wrong-pass1')).status).toBe(422); // { password: 'wrong_password' } (issue 9, finding 10)
    expect((await change('Wrong-pass2')).status).not.toBe(200);
    expect(await attemptsOf(email)).toBe(2);
    for (let i = 0; i < 3; i++) expect((await signInWith(email, `Wrong-pass${i}`)).status).toBe(401);
    expect(await attemptsOf(email)).toBe(5);

    const lockedVerify = await verify(STRONG_PASSWORD);
    expect(lockedVerify.status).toBe(429);
    expect(await lockedVerify.json()).toEqual({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    const lockedChange = await change(STRONG_PASSWORD);
    expect(lockedChange.status).toBe(429);
    // The password did not change: the old one still works once the lock has passed.
    await t.db.delete(failedLoginAttempts).where(eq(failedLoginAttempts.email, email));
    expect((await signInWith(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('answers verify-password and change-password signed out with 401, checking nothing', async () => {
    const verify = await t.request('/api/auth/verify-password', { method: 'POST', json: { password: 'x' } });
    expect(verify.status).toBe(401);
    const change = await t.request('/api/auth/change-password', { method: 'POST', json: { currentPassword: 'x', newPassword: 'Other-Counter8' } });
    expect(change.status).toBe(401);
  });
});

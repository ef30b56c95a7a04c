import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUpBody, STRONG_PASSWORD, type TestApp, TEST_ORIGIN } from '../test/test-app';
import { firstLink, startSmtpCatcher } from '../test/smtp-catcher';
import { emailOutbox } from '../db/schema/index';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signInAs = (email: string, password = STRONG_PASSWORD) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

describe('mail over SMTP', () => {
  it('requires a verified email to sign in, and the emailed link verifies it', async () => {
    const body = signUpBody();
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('verify-email'));
    expect((await signInAs(body.email)).status).toBe(403);

    const link = firstLink(mail.text, '/api/auth/verify-email');
    expect(link.origin).toBe(TEST_ORIGIN);
    const verify = await t.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth?verified=1');
    expect((await signInAs(body.email)).status).toBe(200);
    const [logged] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
    expect(logged!.status).toBe('sent');
  });

  it('delivers the reset email, and its link sets a new password', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const verifyMail = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('verify-email'));
    const verifyLink = firstLink(verifyMail.text, '/api/auth/verify-email');
    await t.request(`${verifyLink.pathname}${verifyLink.search}`, { redirect: 'manual' });

    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: body.email } });
    const resetMail = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('/auth/reset-password'));
    const link = firstLink(resetMail.text, '/auth/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: link.searchParams.get('token'), newPassword: 'Brand-New-Pass4' },
    });
    expect(reset.status).toBe(200);
    expect((await signInAs(body.email, 'Brand-New-Pass4')).status).toBe(200);
    const reused = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: link.searchParams.get('token'), newPassword: 'Another-Pass5' },
    });
    expect(reused.status).toBe(422);
  });
});

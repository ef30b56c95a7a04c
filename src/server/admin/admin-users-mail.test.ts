import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityAuditLog } from '../db/schema/index';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { adminThroughCli } from './admin-test-support';


/** Mail from the admin users screen through a real SMTP catcher (issue 13 item 2). */
describe('mail from the admin users screen (real SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let m: TestApp;
  let mAdmin: { id: string; email: string; cookie: string };
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    m = await createTestApp({ SMTP_URL: smtp.url });
    mAdmin = await adminThroughCli(m, 'mailer');
  });
  afterAll(async () => {
    await m.close();
    await smtp.close();
  });
  const mpost = (path: string, json: unknown) => m.request(path, { method: 'POST', json, cookie: mAdmin.cookie });
  const mailAudit = async () =>
    (await m.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.userId, mAdmin.id), eq(securityAuditLog.tableName, 'email_outbox')))).map((r) => r.recordId);

  it('sends a support email and a test email through SMTP, audited', async () => {
    expect((await mpost('/api/admin/support-email', { to: 'shop@example.com', subject: 'About your store', message: 'Hello from support' })).status).toBe(200);
    expect((await smtp.waitFor((mail) => mail.to.includes('shop@example.com'))).text).toContain('Hello from support');
    const test = await mpost('/api/admin/test-email', { email: 'probe@example.com' });
    expect(await test.json()).toEqual({ delivered: true, smtpError: null });
    await smtp.waitFor((mail) => mail.to.includes('probe@example.com'));
    expect(await mailAudit()).toEqual(expect.arrayContaining(['support:shop@example.com', 'test:probe@example.com']));
    expect((await mpost('/api/admin/test-email', { email: '' })).status).toBe(422);
    expect((await mpost('/api/admin/support-email', { to: 'a@example.com', subject: '', message: 'x' })).status).toBe(422);
  });

  it('sends a password reset link to an account; an unknown address is 404; an empty one 422', async () => {
    const other = await adminThroughCli(m, 'forgetful');
    expect((await mpost('/api/admin/password-reset', { email: other.email })).status).toBe(200);
    const mail = await smtp.waitFor((x) => x.to.includes(other.email));
    expect(mail.text).toContain('/auth/reset-password');
    expect((await mpost('/api/admin/password-reset', { email: uniqueEmail('ghost') })).status).toBe(404);
    expect((await mpost('/api/admin/password-reset', { email: '' })).status).toBe(422);
  });

  it('a failing mail server: the test email answers its error text; a support email is 503 MAIL_FAILED', async () => {
    await smtp.close();
    const test = await mpost('/api/admin/test-email', { email: 'probe2@example.com' });
    expect(test.status).toBe(200);
    const body = await test.json();
    expect(body.delivered).toBe(false);
    expect(body.smtpError).toMatch(/ECONNREFUSED|connect/i);
    const support = await mpost('/api/admin/support-email', { to: 'x@example.com', subject: 'S', message: 'M' });
    expect(support.status).toBe(503);
    expect((await support.json()).error.code).toBe('MAIL_FAILED');
    smtp = await startSmtpCatcher(); // a running one for afterAll to close
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { contactMessages, failedLoginAttempts } from '../db/schema/index';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', SUPPORT_EMAIL: 'help@cornerstore.test' });
});
afterAll(async () => t.close());

const message = { name: 'Pat Buyer', email: ' Pat@Example.com ', subject: 'Pricing', message: 'Do you have a yearly plan?' };

describe('contact form', () => {
  it('stores the message and mails it to the support address', async () => {
    const response = await t.request('/api/contact', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' }, json: message });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Pricing'));
    expect(row).toMatchObject({ name: 'Pat Buyer', email: 'pat@example.com', ipAddress: '203.0.113.9' });
    const mail = t.sent.find((m) => m.to === 'help@cornerstore.test')!;
    expect(mail.subject).toBe('[Contact] Pricing');
    expect(mail.text).toContain('Do you have a yearly plan?');
  });

  it('requires every field', async () => {
    const response = await t.request('/api/contact', { method: 'POST', json: { name: ' ', email: 'x', subject: '' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', fields: { name: 'required', email: 'invalid_email', subject: 'required', message: 'required' } },
    });
  });

  it('limits one address to 5 messages an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.request('/api/contact', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' }, json: message });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('client IP', () => {
  it('takes X-Forwarded-For only when TRUST_PROXY is set', async () => {
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.44' },
      json: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    });
    const [attempt] = await t.db.select().from(failedLoginAttempts).where(eq(failedLoginAttempts.email, 'nobody@example.com'));
    expect(attempt!.ipAddress).toBe('192.0.2.44');

    const untrusted = await createTestApp();
    try {
      await untrusted.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.44' },
        json: { email: 'nobody@example.com', password: 'Wrong-pass1' },
      });
      const [row] = await untrusted.db.select().from(failedLoginAttempts);
      expect(row!.ipAddress).toBeNull(); // in-process requests have no socket; the header is ignored
    } finally {
      await untrusted.close();
    }
  });
});

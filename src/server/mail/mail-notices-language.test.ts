import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { startSmtpCatcher, type CaughtMail } from '../test/smtp-catcher';
import { notifyOwner } from '../billing/owner-notices';
import { createMailer } from './mailer';
import type { NoticeDetails, OwnerNoticeKind } from '../billing/billing-mail';

/**
 * Issue 27: the billing notices and the contact form's answer in the recipient's language, one test
 * per template and language, through a real SMTP server (the catcher), as the other mail tests.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let m: TestApp;
let smtpDeps: TestApp['deps'];
let english: Awaited<ReturnType<typeof createStoreWithStaff>>;
let spanish: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // The stores are made without SMTP (no confirmation to click); their notices go out through a real SMTP mailer.
  t = await createTestApp();
  smtpDeps = { ...t.deps, mailer: createMailer({ db: t.db, smtpUrl: smtp.url, from: t.deps.config.MAIL_FROM }) };
  // The contact form, anonymous, on an app that sends through SMTP itself.
  m = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@cornerstore.test', TRUST_PROXY: 'true' });
  english = await createStoreWithStaff(t, 'Rosa Market');
  spanish = await createStoreWithStaff(t, 'Bodega Luz');
  const chosen = await t.request('/api/account/language', { method: 'PUT', cookie: spanish.owner.cookie, json: { language: 'es' } });
  expect(chosen.status).toBe(204);
}, 60_000);
afterAll(async () => {
  await t.close();
  await m.close();
  await smtp.close();
});

/** The subject as sent (plain or RFC 2047 Q-encoded), decoded enough to compare. */
function subjectOf(mail: CaughtMail): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'))
    .trim();
}

async function notice(store: typeof english, kind: OwnerNoticeKind, details: NoticeDetails) {
  const before = smtp.messages.length;
  await notifyOwner(smtpDeps, kind, store.storeId, details);
  return smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(store.owner.email));
}

const cases: { kind: OwnerNoticeKind; details: NoticeDetails; en: [string, string[]]; es: [string, string[]] }[] = [
  {
    kind: 'trial_ending', details: { date: '2026-12-01T15:00:00Z' },
    en: ['Your Corner Store free trial ends in 3 days', ['The free trial of Rosa Market ends on Dec 01, 2026.', 'Subscribe now']],
    es: ['Su prueba gratis de Corner Store termina en 3 días', ['La prueba gratis de Bodega Luz termina el 01 dic 2026.', 'Suscribirse ahora']],
  },
  {
    kind: 'trial_ended', details: { date: '2026-12-01T15:00:00Z' },
    en: ['Your Corner Store free trial has ended', ['The free trial of Rosa Market ended on Dec 01, 2026.', 'changes cannot be saved until you subscribe']],
    es: ['Su prueba gratis de Corner Store terminó', ['La prueba gratis de Bodega Luz terminó el 01 dic 2026.', 'no se guardarán cambios hasta que se suscriba']],
  },
  {
    kind: 'payment_received', details: { date: '2027-01-01T15:00:00Z', amountCents: 2499, method: 'check' },
    en: ['Payment received: thank you', ['We received your cheque payment of $24.99 for Rosa Market.', 'Your subscription is active until Jan 01, 2027.']],
    es: ['Pago recibido: ¡gracias!', ['Recibimos su pago con cheque de $24.99 para Bodega Luz.', 'Su suscripción está activa hasta el 01 ene 2027.']],
  },
  {
    kind: 'payment_failed', details: { amountCents: 2998 },
    en: ['Your Corner Store payment failed', ['We could not charge your card $29.98 for Rosa Market.', 'Update payment method']],
    es: ['No se pudo cobrar su pago de Corner Store', ['No pudimos cobrar $29.98 a su tarjeta para Bodega Luz.', 'Actualizar método de pago']],
  },
  {
    kind: 'subscription_cancelled', details: {},
    en: ['Your Corner Store subscription was cancelled', ['The subscription of Rosa Market was cancelled.', 'Subscribe again']],
    es: ['Se canceló su suscripción de Corner Store', ['Se canceló la suscripción de Bodega Luz.', 'Suscribirse de nuevo']],
  },
];

describe('billing notices in the owner\'s language', () => {
  for (const { kind, details, en, es } of cases) {
    it(`${kind}: English`, async () => {
      const mail = await notice(english, kind, details);
      expect(subjectOf(mail)).toBe(en[0]);
      expect(mail.text).toContain('Hi Rosa,');
      for (const line of en[1]) expect(mail.text, line).toContain(line);
      expect(mail.text).toContain('lang="en"');
    });

    it(`${kind}: Spanish`, async () => {
      const mail = await notice(spanish, kind, details);
      expect(subjectOf(mail)).toBe(es[0]);
      expect(mail.text).toContain('Hola, Rosa:');
      for (const line of es[1]) expect(mail.text, line).toContain(line);
      expect(mail.text).toContain('lang="es"');
      for (const line of en[1]) expect(mail.text, line).not.toContain(line);
    });
  }
});

describe("the contact form's answer in the sender's language", () => {
  const send = (json: Record<string, unknown>, acceptLanguage: string, ip: string) =>
    m.request('/api/contact', { method: 'POST', headers: { 'accept-language': acceptLanguage, 'x-forwarded-for': ip }, json });

  it('English: received, to the sender; the message still goes to support', async () => {
    const response = await send({ name: 'Pat', email: 'pat@example.com', subject: 'Pricing', message: 'A yearly plan?' }, 'en-US', '203.0.113.21');
    expect(response.status).toBe(201);
    const answer = await smtp.waitFor((m) => m.to.includes('pat@example.com'));
    expect(subjectOf(answer)).toBe('We received your message');
    expect(answer.text).toContain('We received your message "Pricing" and will answer you at this address as soon as we can.');
    expect(answer.text).toContain('lang="en"');
    await smtp.waitFor((m) => m.to.includes('help@cornerstore.test') && m.text.includes('A yearly plan?'));
  });

  it("Spanish: the browser's language (Accept-Language), or the page's (the body's language) first", async () => {
    await send({ name: 'Luz', email: 'luz@example.com', subject: 'Precios', message: '¿Plan anual?' }, 'es-MX,es;q=0.9', '203.0.113.22');
    const answer = await smtp.waitFor((m) => m.to.includes('luz@example.com'));
    expect(subjectOf(answer)).toBe('Recibimos su mensaje');
    expect(answer.text).toContain('Hola, Luz:');
    expect(answer.text).toContain('Recibimos su mensaje "Precios" y le responderemos a este correo lo antes posible.');
    expect(answer.text).toContain('lang="es"');

    await send({ name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Una pregunta', language: 'es' }, 'en-US', '203.0.113.23');
    expect(subjectOf(await smtp.waitFor((m) => m.to.includes('ana@example.com')))).toBe('Recibimos su mensaje');
  });
});

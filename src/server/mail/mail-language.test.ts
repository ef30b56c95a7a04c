import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTestApp, signIn, signUpBody, type TestApp } from '../test/test-app';
import { firstLink, startSmtpCatcher } from '../test/smtp-catcher';
import { profiles, users } from '../db/schema/index';
import { mailCatalogues } from './mail-texts';

/** Issue 27: emails go out in the recipient's language, through a real SMTP server (the catcher). */
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

const verifyMailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email) && m.text.includes('verify-email'));
const verifyThrough = async (email: string) => {
  const link = firstLink((await verifyMailTo(email)).text, '/api/auth/verify-email');
  await t.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
};

describe('emails in the recipient\'s language', () => {
  it('a sign-up in Spanish gets its confirmation email in Spanish, and the profile keeps Spanish', async () => {
    const body = signUpBody({ language: 'es', firstName: 'Rosa', lastName: 'Díaz' });
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const mail = await verifyMailTo(body.email);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Confirme_su_correo_para_Corner_Store\?=|Subject: Confirme su correo para Corner Store/);
    expect(mail.text).toContain('Hola, Rosa Díaz:');
    expect(mail.text).toContain('Confirme su correo electrónico para terminar de crear su cuenta de Corner Store.');
    expect(mail.text).toContain('lang="es"');
    expect(mail.text).not.toContain('Confirm your email');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const [profile] = await t.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, user!.id));
    expect(profile!.language).toBe('es');
  });

  it('a sign-up that names no language gets the English email (positive control of the words)', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const mail = await verifyMailTo(body.email);
    expect(mail.text).toContain('Confirm your email address to finish setting up your Corner Store account.');
    expect(mail.text).not.toContain('Confirme');
  });

  it('a password reset follows the language saved on the account, switched in the settings', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    await verifyThrough(body.email);
    const cookie = await signIn(t, body.email);
    expect((await t.request('/api/account/language', { method: 'PUT', cookie, json: { language: 'es' } })).status).toBe(204);

    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: body.email } });
    const mail = await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes('/auth/reset-password'));
    expect(mail.text).toContain('Alguien pidió restablecer la contraseña de su cuenta de Corner Store.');
    expect(mail.text).toContain('El enlace sirve durante una hora.');
    expect(mail.text).not.toContain('Someone asked to reset');
  });

  it('every email text exists in both languages with the same values', () => {
    // The values a message names ({name}, {method, select, …}), found by walking its compiled tokens:
    // the words of a select's branches ('cheque', 'con cheque') are text, not values.
    const names = (message: string) => {
      const found = new Set<string>();
      const walk = (tokens: unknown): void => {
        if (!Array.isArray(tokens)) return;
        for (const token of tokens) {
          if (!Array.isArray(token)) continue;
          found.add(String(token[0]));
          if (token[2] && typeof token[2] === 'object') Object.values(token[2] as Record<string, unknown>).forEach(walk);
        }
      };
      walk(compileMessage(message));
      return [...found].sort();
    };
    expect(Object.keys(mailCatalogues.es).sort()).toEqual(Object.keys(mailCatalogues.en).sort());
    for (const key of Object.keys(mailCatalogues.en) as (keyof typeof mailCatalogues.en)[]) {
      expect(names(mailCatalogues.es[key]), key).toEqual(names(mailCatalogues.en[key]));
    }
  });
});

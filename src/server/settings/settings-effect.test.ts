import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox, sessions } from '../db/schema/index';
import { createMailer } from '../mail/mailer';
import { resetPasswordEmail } from '../mail/templates';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { createStoreWithStaff, signUpBody, uniqueEmail } from '../test/test-app';
import { openSse } from '../community/community-test-support';
import { settingsCacheOf } from '../config/settings-cache';
import { listenerOf } from '../db/client';
import { admin, appB, hubB, onB, onBWithin, save, second, shop, t, useTwoInstances } from './settings-test-support';

/** A setting saved on instance A takes effect on instance B at once (decision 037). */
useTwoInstances();

describe('effective at once on every instance', () => {
  it('minimum password length: saved on A, B refuses an 11-character sign-up password at once (and reset, change, employee creation)', async () => {
    const eleven = 'Abcdefgh1x2';
    const fine = await onB('/api/signup', { method: 'POST', json: signUpBody({ password: eleven }) });
    expect(fine.status).toBe(201); // positive control: 8 by default
    expect((await save({ password_min_length: 12 })).status).toBe(200);
    await onBWithin(async () => ((await (await onB('/api/config')).json()) as { passwordMinLength: number }).passwordMinLength === 12);
    const refused = await onB('/api/signup', { method: 'POST', json: signUpBody({ password: eleven }) });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'below_minimum_length' } });
    expect((await onB('/api/signup', { method: 'POST', json: signUpBody({ password: `${eleven}y` }) })).status).toBe(201);
    const change = await onB('/api/auth/change-password', { method: 'POST', cookie: shop.owner.cookie, json: { currentPassword: 'Counter-Shop9', newPassword: eleven } });
    expect(change.status).toBe(422);
    const reset = await onB('/api/auth/reset-password', { method: 'POST', json: { newPassword: eleven, token: 'whatever-token' } });
    expect(((await reset.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD' });
    const employee = await onB('/api/employees', {
      method: 'POST', cookie: shop.owner.cookie,
      json: { firstName: 'Em', lastName: 'Ployee', email: uniqueEmail('emp'), password: eleven },
    });
    expect(employee.status).toBe(422);
    expect(((await employee.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('maintenance mode: store API 503 MAINTENANCE_MODE on B, while admins, auth, session and public config still answer', async () => {
    expect((await onB('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
    expect((await save({ maintenance_mode: true })).status).toBe(200);
    await onBWithin(async () => (await onB('/api/customers', { cookie: shop.owner.cookie })).status === 503);
    const refused = await onB('/api/customers', { cookie: shop.employee.cookie });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect((await onB('/api/community/posts', { cookie: shop.owner.cookie })).status).toBe(503);
    expect((await onB('/api/community/posts', { cookie: admin.cookie })).status).toBe(200); // an admin keeps working
    expect((await onB('/api/admin/settings', { cookie: admin.cookie })).status).toBe(200);
    expect((await onB('/api/session', { cookie: shop.owner.cookie })).status).toBe(200);
    expect(await (await onB('/api/config')).json()).toMatchObject({ maintenanceMode: true });
    expect((await onB('/api/health')).status).toBe(200);
    expect((await save({ maintenance_mode: false })).status).toBe(200);
    await onBWithin(async () => (await onB('/api/customers', { cookie: shop.owner.cookie })).status === 200);
  });

  it('session timeout: a session idle longer than the timeout ends (request and live stream); last seen moves at most once a minute', async () => {
    const staff = await createStoreWithStaff(t, 'Idle Market');
    const sessionOf = async (userId: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
    // Written behind the apps' back (as time passing would): B's session copy follows once its LISTEN connection has the NOTIFY (decision 056).
    const backdate = async (userId: string, ms: number) => {
      await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - ms) }).where(eq(sessions.userId, userId));
      await listenerOf(second.db).sync();
    };
    // a request right after sign-in does not write the last-seen time
    const seen = (await sessionOf(staff.owner.id)).updatedAt.getTime();
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(200);
    expect((await sessionOf(staff.owner.id)).updatedAt.getTime()).toBe(seen);
    // 2 minutes idle: refreshed by the request
    await backdate(staff.owner.id, 2 * 60_000);
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(200);
    expect(Date.now() - (await sessionOf(staff.owner.id)).updatedAt.getTime()).toBeLessThan(5_000);
    // the timeout becomes 5 minutes: 7 minutes idle ends the session, 5.5 (within the minute's step) does not
    expect((await save({ session_timeout: 5 })).status).toBe(200);
    await onBWithin(async () => (await settingsCacheOf(second.db).get()).session_timeout === 5);
    await backdate(staff.employee.id, 5.5 * 60_000);
    expect((await onB('/api/customers', { cookie: staff.employee.cookie })).status).toBe(200);
    await backdate(staff.owner.id, 7 * 60_000);
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.userId, staff.owner.id))).toBe(0);
    // the live stream of an idle session ends at the hub's next check
    const stream = await openSse(appB, staff.employee.cookie);
    expect((await stream.next()).event).toBe('ready');
    await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - 7 * 60_000) }).where(eq(sessions.userId, staff.employee.id));
    await hubB.checkSessions();
    expect(await stream.waitForEnd(3000)).toBe(true);
  });

  it('company details in every email and in the cheque instructions', async () => {
    await save({ company_name: 'Acme Corner Ltd', company_email: 'help@acme.example', company_phone: '+1 555 0100', company_address: '1 Acme Way\nSpringfield' });
    const mailer = createMailer({ db: second.db, from: 'x@example.com', log: () => undefined });
    const to = uniqueEmail('mailed');
    await onBWithin(async () => {
      await mailer.send(resetPasswordEmail(to, 'Rosa', 'https://example.com/reset'));
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(sql`created_at desc`).limit(1);
      return !!row?.text.includes('Acme Corner Ltd');
    });
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(sql`created_at desc`).limit(1);
    expect(row!.text).toContain('help@acme.example');
    expect(row!.text).toContain('+1 555 0100');
    expect(row!.html).toContain('1 Acme Way');
    const info = (await (await onB('/api/billing/subscription', { cookie: shop.owner.cookie })).json()) as { cheque: { payee: string; mailingAddress: string; contact: string } };
    expect(info.cheque).toMatchObject({ payee: 'Acme Corner Ltd', mailingAddress: '1 Acme Way\nSpringfield', contact: 'help@acme.example · +1 555 0100' });
  });

  it('SMTP host and port of the settings are used by the mailer (SMTP_URL only the fallback)', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const mailer = createMailer({ db: second.db, from: 'x@example.com', log: () => undefined, secret: t.deps.config.AUTH_SECRET });
      const port = Number(new URL(catcher.url).port);
      await save({ smtp_host: '127.0.0.1', smtp_port: port });
      const to = uniqueEmail('smtp');
      await onBWithin(async () => (await settingsCacheOf(second.db).get()).smtp_port === port);
      await mailer.verify!(); // the settings' server answers
      await mailer.send(resetPasswordEmail(to, 'Rosa', 'https://example.com/reset'));
      const caught = await catcher.waitFor((m) => m.to.includes(to));
      expect(caught.text).toContain('Reset your password');
      await save({ smtp_host: '' });
      await onBWithin(async () => (await settingsCacheOf(second.db).get()).smtp_host === '');
      const stored = uniqueEmail('outbox');
      await mailer.send(resetPasswordEmail(stored, 'Rosa', 'https://example.com/reset'));
      expect(await t.db.$count(emailOutbox, sql`${emailOutbox.to} = ${stored} and ${emailOutbox.status} = 'stored'`)).toBe(1);
    } finally {
      await catcher.close();
    }
  });
});

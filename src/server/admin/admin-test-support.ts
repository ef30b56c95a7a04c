import { eq } from 'drizzle-orm';
import { adminUsers } from '../db/schema/index';
import { signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';

/** A platform admin (a row in admin_users) signed in; `remove()` deletes the admin row (a deleted admin). */
export async function createAdmin(t: TestApp, name = 'Ada Admin') {
  const email = uniqueEmail('admin');
  const created = await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name } });
  await t.db.insert(adminUsers).values({ userId: created.user.id });
  const cookie = await signIn(t, email);
  return { id: created.user.id, email, cookie, remove: () => t.db.delete(adminUsers).where(eq(adminUsers.userId, created.user.id)) };
}

/** Every admin route refuses: 401 signed out; 403 to an owner, an employee and a deleted admin. */
export async function expectRefusals(
  t: TestApp,
  call: { path: string; method?: string; json?: unknown },
  cookies: { owner: string; employee: string; deletedAdmin: string },
): Promise<number[]> {
  const send = (cookie?: string) => t.request(call.path, { method: call.method ?? 'GET', json: call.json, cookie });
  return [
    (await send()).status,
    (await send(cookies.owner)).status,
    (await send(cookies.employee)).status,
    (await send(cookies.deletedAdmin)).status,
  ];
}

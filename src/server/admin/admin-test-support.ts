import { signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { createOrPromoteAdmin } from './admin-users.service';

/** An admin made as `npm run admin:create` makes one (createOrPromoteAdmin: profile Ada Admin), signed in. */
export async function adminThroughCli(app: TestApp, prefix = 'admin') {
  const email = uniqueEmail(prefix);
  const cli = { userId: null, ip: null, userAgent: 'test' };
  const { userId } = await createOrPromoteAdmin(app.deps, { email, password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Admin' }, cli);
  return { id: userId, email, cookie: await signIn(app, email) };
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

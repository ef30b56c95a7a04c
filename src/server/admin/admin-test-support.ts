import type { TestApp } from '../test/test-app';

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

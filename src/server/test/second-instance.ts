import { createApp } from '../app';
import { checkAnswers } from './document-check';
import { openPostgres, type Database } from '../db/client';
import { RealtimeHub } from '../realtime/hub';
import { TEST_ORIGIN, type TestApp } from './test-app';

/**
 * A second app instance on the test app's database: its own pool, its own LISTEN connection and
 * caches, the same configuration — as a second server process behind a load balancer would be.
 */
export function openSecondInstance(t: TestApp, poolSize = 4) {
  const database: Database = openPostgres(t.url, poolSize, t.deps.databaseKind);
  const realtime = new RealtimeHub({ db: database.db, sessionCheckMs: 60_000 });
  const app = checkAnswers(createApp({ ...t.deps, db: database.db, realtime }));

  const request = browserRequest(app);

  const close = async () => {
    await realtime.close();
    await database.close();
  };
  return { db: database.db, app, request, close };
}

/** Call an app instance as a browser on our origin would (instance B of the two-instance tests). */
export function browserRequest(app: { request: (input: string, init: RequestInit) => Response | Promise<Response> }) {
  return (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body }));
  };
}

export type SecondInstance = ReturnType<typeof openSecondInstance>;

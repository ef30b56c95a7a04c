// One request of the crash suite's clients, and how its outcome is read: an answer to keep (2xx),
// a refusal (another 4xx: the write is not retried), or a failure to retry with the same key
// (connection refused or reset, timeout, 5xx, or 409 IDEMPOTENCY_IN_PROGRESS).

export type Answer = { kind: 'answer'; status: number; body: unknown; isReplay: boolean };
export type Refusal = { kind: 'refused'; status: number; code: string };
export type Failure = { kind: 'failed'; reason: string };
export type Outcome = Answer | Refusal | Failure;

export type Session = { origin: string; cookie: string };

const REQUEST_TIMEOUT_MS = Number(process.env.FAULTS_REQUEST_TIMEOUT_MS || 10_000);

export async function send(
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Outcome> {
  const headers: Record<string, string> = { origin: session.origin, cookie: session.cookie };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${session.origin}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'failed', reason: describe(error) };
  }
  const parsed = parseJson(text);
  if (response.ok) return { kind: 'answer', status: response.status, body: parsed, isReplay: response.headers.get('idempotent-replayed') === 'true' };
  const code = (parsed as { error?: { code?: string } } | null)?.error?.code ?? `HTTP_${response.status}`;
  if (response.status >= 500 || code === 'IDEMPOTENCY_IN_PROGRESS') return { kind: 'failed', reason: `${response.status} ${code}` };
  return { kind: 'refused', status: response.status, code };
}

/** A request the setup needs: any outcome but a 2xx answer stops the run. */
export async function expectOk<T>(session: Session, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const outcome = await send(session, method, path, body);
  if (outcome.kind !== 'answer') throw new Error(`${method} ${path}: ${JSON.stringify(outcome)}`);
  return outcome.body as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  if (error.name === 'TimeoutError') return 'timeout';
  return cause?.code ?? cause?.message ?? error.message;
}

/** Sign up an owner (store in UTC), sign in and confirm the store: the session every client uses. */
export async function signUpOwner(origin: string): Promise<Session> {
  const email = `faults-${Date.now()}@example.com`;
  const password = 'Counter-Shop9';
  const anonymous: Session = { origin, cookie: '' };
  const store = { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
  await expectOk(anonymous, 'POST', '/signup', {
    firstName: 'Fay', lastName: 'Faults', email, password, storeName: 'Faults Mart', storePhone: '+12175550100', timezone: 'UTC',
    storeStreet: store.street, storeCity: store.city, storeState: store.state, storeZip: store.zip,
  });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const session: Session = { origin, cookie: signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  await expectOk(session, 'POST', '/stores/setup', { name: 'Faults Mart', ...store, phone: '+12175550100', timezone: 'UTC' });
  return session;
}

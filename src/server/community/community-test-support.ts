import { signIn, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail, type TestApp } from '../test/test-app';

/** A signed-in user with neither a store nor admin rights. */
export async function createStoreless(t: TestApp) {
  const email = uniqueEmail('loner');
  const created = await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'Lee Loner' } });
  return { id: created.user.id, email, cookie: await signIn(t, email) };
}

export async function createPostAs(t: TestApp, cookie: string, body: Record<string, unknown> = {}) {
  const response = await t.request('/api/community/posts', { method: 'POST', cookie, json: { title: 'Extra milk crates', content: 'Anyone?', ...body } });
  if (response.status !== 201) throw new Error(`post failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; storeId: string | null; media: Array<{ id: string }> };
}

export async function uploadAs(t: TestApp, cookie: string, bytes: Uint8Array, name = 'file.bin') {
  return t.request(`/api/community/uploads?name=${encodeURIComponent(name)}`, { method: 'POST', cookie, body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });
}

export type SseMessage = { id: string | null; event: string; data: string };

/** A live stream opened on an app (one server instance), read message by message. */
export async function openSse(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, cookie: string, lastEventId?: string) {
  const headers: Record<string, string> = { cookie, origin: TEST_ORIGIN };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await app.request(`${TEST_ORIGIN}/api/community/events`, { headers });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseMessage[] = [];
  let ended = false;
  const comments: string[] = [];
  async function readMore(): Promise<boolean> {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const message: SseMessage = { id: null, event: 'message', data: '' };
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line);
        else if (line.startsWith('id: ')) message.id = line.slice(4);
        else if (line.startsWith('event: ')) {
          message.event = line.slice(7);
          isEvent = true;
        }
        else if (line.startsWith('data: ')) message.data = line.slice(6);
      }
      if (isEvent) queue.push(message);
    }
    return true;
  }
  /** The next event (skipping none), or an error after `ms`. */
  async function next(ms = 5000): Promise<SseMessage> {
    const deadline = Date.now() + ms;
    while (queue.length === 0) {
      if (ended) throw new Error('stream ended');
      const more = await Promise.race([readMore(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), Math.max(1, deadline - Date.now())))]);
      if (more === 'timeout') throw new Error('no event in time');
    }
    return queue.shift()!;
  }
  /** Read until the stream ends (true) or `ms` pass (false). */
  async function waitForEnd(ms = 3000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!ended && Date.now() < deadline) {
      const more = await Promise.race([readMore(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), Math.max(1, deadline - Date.now())))]);
      if (more === 'timeout') break;
    }
    return ended;
  }
  return { response, next, waitForEnd, comments, queue, close: () => reader.cancel().catch(() => undefined) };
}

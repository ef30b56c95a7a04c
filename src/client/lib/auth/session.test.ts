import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionDeviceCopy, getSession, setSessionDeviceCopy, type SessionDeviceCopy } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionDeviceCopy(null);
});

const session = { user: { id: 'u1' }, store: { id: 's1' } } as unknown as Awaited<ReturnType<SessionDeviceCopy['read']>>;

/** A device copy that records what it is told, and fetch answers that arrive when the test says. */
function world() {
  const kept: unknown[] = [];
  let forgotten = 0;
  setSessionDeviceCopy({ keep: async (s) => void kept.push(s), read: async () => null, forget: async () => void (forgotten += 1) });
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
  const respond = () => answer(new Response(JSON.stringify(session), { status: 200 }));
  return { kept, forgotten: () => forgotten, respond };
}

describe("the device's copy of the session (decision 051)", () => {
  it('keeps the session the server answers (positive control)', async () => {
    const w = world();
    const asking = getSession();
    w.respond();
    await expect(asking).resolves.toEqual(session);
    expect(w.kept).toEqual([session]);
  });

  it('does not keep an answer to a request sent before a sign-out: the copy would open the store offline after it', async () => {
    const w = world();
    const asking = getSession();
    await forgetSessionDeviceCopy();
    w.respond();
    await expect(asking).resolves.toEqual(session);
    expect(w.forgotten()).toBe(1);
    expect(w.kept).toEqual([]);
  });
});

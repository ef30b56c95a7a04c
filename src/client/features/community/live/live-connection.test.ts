import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type EventSourceLike, type LiveStatus } from './live-connection';
import type { LiveEvent } from './live-events';

class FakeSource implements EventSourceLike {
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: number, data: object) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId: String(id) } as MessageEvent<string>);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
let statuses: LiveStatus[];
let unread: number;
let events: LiveEvent[];
let stored: number | null;
let signedOut: boolean;
let reloads: number;
const start = (lastRead: number | null = null) => {
  stored = lastRead;
  return connectLive({
    userId: 'me',
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onReload: () => (reloads += 1),
    onStatus: (status) => statuses.push(status),
    onUnread: (count) => (unread = count),
    onSignedOut: () => (signedOut = true),
    lastRead: { read: () => stored, write: (id) => (stored = id) },
    reopenMs: 1000,
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  statuses = [];
  unread = 0;
  events = [];
  signedOut = false;
  reloads = 0;
});
afterEach(() => vi.useRealTimers());

describe('connectLive', () => {
  it('asks for what came after the last event read, and counts what others wrote as unread', () => {
    start(41);
    expect(sources[0]!.url).toBe('/api/community/events?after=41');
    sources[0]!.emit('ready', 41, { reload: false });
    sources[0]!.emit('post_created', 42, { postId: 'p1', authorId: 'someone' });
    sources[0]!.emit('message_created', 43, { postId: 'p1', messageId: 'm1', authorId: 'me' });
    sources[0]!.emit('post_updated', 44, { postId: 'p1', isPinned: true });
    sources[0]!.emit('message_created', 45, { postId: 'p1', messageId: 'm2', authorId: 'someone' });
    expect(events.map((e) => e.id)).toEqual([42, 43, 44, 45]);
    expect(unread).toBe(2);
    expect(statuses).toEqual(['live']);
  });

  it('marks everything read while the board is open', () => {
    const live = start(10);
    sources[0]!.emit('ready', 10, { reload: false });
    sources[0]!.emit('post_created', 11, { postId: 'p', authorId: 'x' });
    expect(unread).toBe(1);
    live.setOnPage(true);
    expect(unread).toBe(0);
    expect(stored).toBe(11);
    sources[0]!.emit('post_created', 12, { postId: 'q', authorId: 'x' });
    expect(unread).toBe(0);
    expect(stored).toBe(12);
  });

  it('says it is reconnecting, and opens a new stream from the last event when the browser gave up', () => {
    start();
    expect(sources[0]!.url).toBe('/api/community/events');
    sources[0]!.emit('ready', 7, { reload: true });
    expect(reloads).toBe(1);
    expect(stored).toBe(7);
    sources[0]!.emit('post_deleted', 8, { postId: 'p' });
    sources[0]!.fail(0); // the browser reconnects by itself (with Last-Event-ID)
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(sources).toHaveLength(1);
    sources[0]!.fail(2); // it gave up (a 5xx while the server restarted)
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe('/api/community/events?after=8');
    sources[1]!.emit('ready', 8, { reload: false });
    expect(statuses.at(-1)).toBe('live');
  });

  it('when the session ends, closes the stream, checks the session a moment later and goes on with a new stream', () => {
    start(1);
    sources[0]!.emit('signed_out', 0, {});
    expect(sources[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(signedOut).toBe(false); // not before the answer with a new cookie (a password change) had time to land
    vi.advanceTimersByTime(1000);
    expect(signedOut).toBe(true);
    expect(sources).toHaveLength(2);
  });

  it('opens nothing more once stopped (the app left for the sign-in page)', () => {
    const connection = start(1);
    sources[0]!.emit('signed_out', 0, {});
    connection.stop();
    vi.advanceTimersByTime(5000);
    expect(signedOut).toBe(false);
    expect(sources).toHaveLength(1);
  });
});

import { communityEventKinds } from '#shared/community/community.schemas';
import type { LiveEvent } from './live-events';

/** The part of the browser's EventSource this uses (a fake one in tests). */
export type EventSourceLike = {
  readyState: number;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export type LiveConnectionOptions = {
  userId: string;
  open: (url: string) => EventSourceLike;
  onEvent: (event: LiveEvent) => void;
  /** The browser was away too long (or has no position yet): reload the board. */
  onReload: () => void;
  onStatus: (status: LiveStatus) => void;
  /** Unread posts and messages by others, since the person last looked at the board. */
  onUnread: (count: number) => void;
  /** The stream's session ended: check the session (signed out, or replaced by a new one). */
  onSignedOut: () => void;
  lastRead: { read: () => number | null; write: (id: number) => void };
  /** Wait before opening a new stream once the browser gave up on one (server restart, 5xx). */
  reopenMs?: number;
  /** Wait after a session end before checking the session (the answer carrying a new cookie lands first). */
  sessionEndGraceMs?: number;
};

const CLOSED = 2;

/**
 * One live stream (GET /api/community/events) and what follows from it: the status, the unread
 * count, and a new stream from the last event id when the browser gave up on the old one (its own
 * reconnects carry Last-Event-ID by themselves). Returns how to say the board is open and to stop.
 */
export function connectLive(options: LiveConnectionOptions) {
  let source: EventSourceLike | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let lastEventId: string | null = null;
  let lastRead = options.lastRead.read();
  let unread = 0;
  let onPage = false;

  const markRead = () => {
    if (!onPage || lastEventId === null) return;
    lastRead = Math.max(lastRead ?? 0, Number(lastEventId));
    options.lastRead.write(lastRead);
    if (unread !== 0) options.onUnread((unread = 0));
  };

  const open = () => {
    const after = lastEventId ?? (lastRead !== null ? String(lastRead) : null);
    const current = options.open(`/api/community/events${after ? `?after=${after}` : ''}`);
    source = current;
    current.addEventListener('ready', (event) => {
      const { reload } = JSON.parse(event.data) as { reload: boolean };
      lastEventId = event.lastEventId;
      options.onStatus('live');
      if (lastRead === null) options.lastRead.write((lastRead = Number(lastEventId)));
      if (reload) options.onReload();
    });
    for (const kind of communityEventKinds) {
      current.addEventListener(kind, (event) => {
        lastEventId = event.lastEventId;
        const live: LiveEvent = { id: Number(event.lastEventId), kind, ...(JSON.parse(event.data) as { postId: string; authorId?: string }) };
        options.onEvent(live);
        const isNews = (kind === 'post_created' || kind === 'message_created') && live.authorId !== options.userId;
        if (!isNews || live.id <= (lastRead ?? 0)) return;
        if (onPage) markRead();
        else options.onUnread((unread += 1));
      });
    }
    // The session this stream was opened with ended. Either the person is signed out (the session
    // check says so and the app leaves for the sign-in page, which stops this connection) or this
    // browser already holds a new session (a password change replaces the old one): look a moment
    // later, once the answer carrying the new cookie has landed, and go on with a new stream.
    current.addEventListener('signed_out', () => {
      current.close();
      options.onStatus('reconnecting');
      reopen = setTimeout(() => {
        if (stopped) return;
        options.onSignedOut();
        open();
      }, options.sessionEndGraceMs ?? 1000);
    });
    current.onerror = () => {
      if (stopped) return;
      options.onStatus('reconnecting');
      if (current.readyState === CLOSED) reopen = setTimeout(open, options.reopenMs ?? 3000);
    };
  };
  open();

  return {
    setOnPage(value: boolean) {
      onPage = value;
      if (value) markRead();
    },
    stop() {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    },
  };
}

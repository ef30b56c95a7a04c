import type { EventRow } from './event-log';
import { eventBounds, readEventsAfter } from './event-log';
import type { RealtimeHub } from './hub';

export type EventStreamOptions = {
  hub: RealtimeHub;
  sessionId: string;
  /** The Last-Event-ID the browser sent on reconnecting, if any. */
  lastEventId: string | undefined;
  heartbeatMs: number;
};

const encoder = new TextEncoder();
/** More missed events than this: the browser reloads the board instead. */
const MAX_CATCH_UP = 5000;

/** 'id: 5\nevent: post_created\ndata: {...}\n\n' */
function formatEvent(row: EventRow): string {
  const { kind, ...data } = row.event;
  return `id: ${row.id}\nevent: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * The board's live stream for one signed-in browser (text/event-stream). First `ready` (the id it
 * starts from, and whether the browser must reload the board: it was away longer than the events
 * are kept, or it had no Last-Event-ID), then the events it missed, then every new one, each once
 * and in order (`id > last sent`). A comment line every heartbeat keeps proxies from closing it.
 * When the session ends it says `signed_out` and closes.
 */
export function openEventStream({ hub, sessionId, lastEventId, heartbeatMs }: EventStreamOptions): ReadableStream<Uint8Array> {
  let lastSent = 0;
  let chain: Promise<void> = Promise.resolve();
  let isOpen = true;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const stop = () => {
    isOpen = false;
    if (heartbeat) clearInterval(heartbeat);
    unsubscribe?.();
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!isOpen) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const send = (rows: EventRow[]) => {
        for (const row of rows) {
          if (row.id <= lastSent) continue;
          write(formatEvent(row));
          lastSent = row.id;
        }
      };
      const close = () => {
        if (!isOpen) return;
        stop();
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      write('retry: 2000\n\n');
      const requested = parseLastEventId(lastEventId);
      const bounds = await eventBounds(hub.db);
      // Away for longer than the events are kept (or a first visit): the browser reloads the board.
      const mustReload =
        requested === null || requested > bounds.latest || bounds.latest - requested > MAX_CATCH_UP || (bounds.oldest > 0 && requested < bounds.oldest - 1);
      lastSent = mustReload ? bounds.latest : requested;
      // Subscribe before catching up: events arriving meanwhile wait in the chain behind the catch-up.
      unsubscribe = await hub.subscribe({
        sessionId,
        deliver: (rows) => {
          chain = chain.then(() => send(rows));
        },
        end: (reason) => {
          if (reason === 'session') write('event: signed_out\ndata: {}\n\n');
          close();
        },
      });
      const from = lastSent;
      chain = chain.then(async () => {
        write(`id: ${from}\nevent: ready\ndata: ${JSON.stringify({ reload: mustReload })}\n\n`);
        // Also after a reload: what was written between reading the bounds and subscribing.
        send(await readEventsAfter(hub.db, from, MAX_CATCH_UP));
      });
      heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
    },
    cancel() {
      stop();
    },
  });
}

import { useEffect, useState } from 'react';
import { listEntries, type QueueEntry } from '#client/lib/offline-queue/queue-db';

/**
 * Tells every part of every open tab that the queue changed: listeners in this tab at once, other
 * tabs (and what the service worker sent) through a BroadcastChannel.
 */
const CHANNEL = 'corner-store-queue';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function ensureChannel(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listeners.forEach((listener) => listener());
}

let announcing: ReturnType<typeof setTimeout> | undefined;

/** Call after changing the queue. Changes within 50 ms are told once (a sync of 200 entries re-reads the queue a few times, not 200). */
export function announceQueueChange(): void {
  if (announcing !== undefined) return;
  announcing = setTimeout(() => {
    announcing = undefined;
    listeners.forEach((listener) => listener());
    ensureChannel();
    channel?.postMessage('changed');
  }, 50);
}

/** For the service worker: tell the pages without listening itself. */
export function announceQueueChangeFromWorker(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const worker = new BroadcastChannel(CHANNEL);
  worker.postMessage('changed');
  worker.close();
}

export function onQueueChange(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The owner's queue, kept current (null until first read, or while nobody is signed in). */
export function useQueueEntries(owner: string | null): QueueEntry[] | null {
  const [entries, setEntries] = useState<QueueEntry[] | null>(null);
  useEffect(() => {
    if (!owner) {
      setEntries(null);
      return;
    }
    let live = true;
    const read = () =>
      void listEntries(owner)
        .then((list) => live && setEntries(list))
        .catch(() => live && setEntries([]));
    read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [owner]);
  return entries;
}

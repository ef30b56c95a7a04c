/**
 * The request limits count in fixed windows aligned to the epoch (src/server/abuse/request-counter.ts,
 * whose clock is the database's: on the test machine, the same as ours). A test that straddles a
 * window's edge sees its count split over two windows and a limit that never trips. Call this first:
 * when less than `needMs` is left of the current window, it waits until a second past the edge.
 */
export async function awayFromWindowEdge(windowSeconds: number, needMs = 30_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const toEdge = windowMs - (Date.now() % windowMs);
  if (toEdge < needMs) await new Promise((resolve) => setTimeout(resolve, toEdge + 1_000));
}

/** The longest awayFromWindowEdge can wait, plus the test's own time: a timeout for such tests. */
export const WINDOW_EDGE_TIMEOUT_MS = 90_000;

/**
 * Run `task` after `firstMs`, then every `everyMs`, while the server runs: never two runs at once
 * (a tick during a run is skipped), a failure is handed to `onError` and tried again next time,
 * and the timers are unref'd (they never keep the process alive). Returns a function that stops it.
 * The one timer loop of the server's periodic work (housekeeping, the scheduled backup).
 */
export function startRepeating(task: () => Promise<void>, options: { firstMs: number; everyMs: number; onError: (error: unknown) => void }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void tick();
    interval = setInterval(() => void tick(), options.everyMs);
    interval.unref();
  }, options.firstMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/** An error's message for a log line. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

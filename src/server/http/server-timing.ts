import { AsyncLocalStorage } from 'node:async_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './set-response-header';

/**
 * SERVER_TIMING=1 (benches and diagnosis, off by default): every answer carries a `Server-Timing`
 * header with the app's own time for the request (`app`, from its first middleware to its answer) and
 * the parts the code marked — for a ledger write, the wait for its statement (`queue`) and the
 * statement (`stmt`), decision 072. The bench lines these up with its slow answers: a slow answer
 * whose `app` is short lost its time outside the app's handlers (the event loop, the kernel, the
 * load generator). Off, nothing is measured or stored.
 */
type Marks = { name: string; ms: number; desc?: string }[];
const current = new AsyncLocalStorage<Marks>();

export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const marks: Marks = [];
    await current.run(marks, next);
    const parts = [`app;dur=${(performance.now() - started).toFixed(2)}`, ...marks.map((m) => `${m.name};dur=${m.ms.toFixed(2)}${m.desc ? `;desc="${m.desc}"` : ''}`)];
    setResponseHeader(c, 'Server-Timing', parts.join(', '));
  };
}

/**
 * The recorder of the request running now (a no-op outside SERVER_TIMING or a request). Taken before
 * handing work to code that runs in another async context (the ledger batcher), and called there.
 */
export function serverTimingRecorder(): ((name: string, ms: number, desc?: string) => void) | undefined {
  const marks = current.getStore();
  return marks && ((name, ms, desc) => marks.push({ name, ms, desc }));
}

type OnTimes = (queueMs: number, statementMs: number, size: number) => void;

/** A batched write that marks its wait (`queue`) and its statement (`stmt`, with its size) on the request being timed. */
export function withStatementTimes<W extends object>(write: W): W & { onTimes?: OnTimes } {
  const mark = serverTimingRecorder();
  if (!mark) return write;
  const onTimes: OnTimes = (queueMs, statementMs, size) => (mark('queue', queueMs), mark('stmt', statementMs, `${size} writes`));
  return { ...write, onTimes };
}

/**
 * With SERVER_TIMING: a line in the log for each second in which this process's event loop was held
 * up 20 ms or more (GC, a synchronous task): what a request waits for before any middleware sees it.
 */
export function watchEventLoop(log: (line: string) => void = console.log): () => void {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  const timer = setInterval(() => {
    const maxMs = delay.max / 1e6;
    if (maxMs >= 20) log(`[loop] event loop held up to ${maxMs.toFixed(1)} ms in the last second`);
    delay.reset();
  }, 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}

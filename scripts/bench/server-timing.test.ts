import { describe, expect, it } from 'vitest';
import { parseServerTiming, summarizeServerTiming } from './server-timing';

describe('the app’s Server-Timing lined up with the generator’s latencies', () => {
  it('reads the app’s time, the wait, the statement and its size', () => {
    expect(parseServerTiming('app;dur=3.25, queue;dur=0.40, stmt;dur=1.90;desc="7 writes"')).toEqual({ app: 3.25, queue: 0.4, stmt: 1.9, size: 7 });
    expect(parseServerTiming('app;dur=0.81')).toEqual({ app: 0.81 });
    expect(parseServerTiming(undefined)).toEqual({});
  });

  it('tells slow answers lost inside the app from those lost outside it', () => {
    const answers = [
      ...Array.from({ length: 98 }, (_, i) => ({ latencyMs: 4, second: i % 10, serverTiming: 'app;dur=2.00, queue;dur=0.10, stmt;dur=1.50;desc="1 writes"' })),
      { latencyMs: 40, second: 3, serverTiming: 'app;dur=36.00, queue;dur=20.00, stmt;dur=15.00;desc="9 writes"' },
      { latencyMs: 30, second: 7, serverTiming: 'app;dur=2.50, queue;dur=0.20, stmt;dur=1.80;desc="1 writes"' },
    ];
    const summary = summarizeServerTiming(answers, 15)!;
    expect(summary).toMatchObject({ timed: 100, appP50: 2, appMax: 36, slow: 2, slowInApp: 1 });
    expect(summary.slowest).toEqual([
      { second: 3, latencyMs: 40, appMs: 36, queueMs: 20, stmtMs: 15, size: 9, outsideMs: 4 },
      { second: 7, latencyMs: 30, appMs: 2.5, queueMs: 0.2, stmtMs: 1.8, size: 1, outsideMs: 27.5 },
    ]);
  });

  it('says nothing when the app was not timing (no header)', () => {
    expect(summarizeServerTiming([{ latencyMs: 50, second: 0, serverTiming: undefined }], 15)).toBeUndefined();
  });
});

// The app's own account of each answer (SERVER_TIMING=1, decision 072), lined up with what the load
// generator saw: a slow answer whose app time is short lost its time outside the app's handlers.

export type TimedAnswer = { latencyMs: number; second: number; serverTiming: string | undefined };

type Parts = { app?: number; queue?: number; stmt?: number; size?: number };

export type ServerTimingSummary = {
  /** Answers that carried the header. */
  timed: number;
  appP50: number;
  appP99: number;
  appMax: number;
  /** Answers slower than slowMs at the generator, and of them, those whose app time alone was over slowMs. */
  slow: number;
  slowInApp: number;
  /** The slowest answers, each with the app's parts (ms) and the rest (outside = latency − app). */
  slowest: { second: number; latencyMs: number; appMs: number | null; queueMs: number | null; stmtMs: number | null; size: number | null; outsideMs: number | null }[];
};

export function parseServerTiming(header: string | undefined): Parts {
  const parts: Parts = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.find((p) => p.startsWith('dur='));
    const desc = params.find((p) => p.startsWith('desc='));
    if (name === 'app' || name === 'queue' || name === 'stmt') parts[name] = Number(dur?.slice(4));
    if (name === 'stmt' && desc) parts.size = Number.parseInt(desc.slice(5).replace(/^"/, ''), 10);
  }
  return parts;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function summarizeServerTiming(answers: TimedAnswer[], slowMs: number, keep = 10): ServerTimingSummary | undefined {
  const parsed = answers.map((a) => ({ ...a, parts: parseServerTiming(a.serverTiming) })).filter((a) => a.parts.app !== undefined);
  if (parsed.length === 0) return undefined;
  const app = parsed.map((a) => a.parts.app!).sort((x, y) => x - y);
  const at = (q: number) => app[Math.min(app.length - 1, Math.ceil((q / 100) * app.length) - 1)]!;
  const slow = parsed.filter((a) => a.latencyMs > slowMs).sort((x, y) => y.latencyMs - x.latencyMs);
  return {
    timed: parsed.length,
    appP50: round(at(50)),
    appP99: round(at(99)),
    appMax: round(app[app.length - 1]!),
    slow: slow.length,
    slowInApp: slow.filter((a) => a.parts.app! > slowMs).length,
    slowest: slow.slice(0, keep).map(({ second, latencyMs, parts }) => ({
      second,
      latencyMs: round(latencyMs),
      appMs: parts.app ?? null,
      queueMs: parts.queue ?? null,
      stmtMs: parts.stmt ?? null,
      size: parts.size ?? null,
      outsideMs: parts.app === undefined ? null : round(latencyMs - parts.app),
    })),
  };
}

// The machine's own hiccups, outside the app and PostgreSQL (like jHiccup): a tiny process that asks
// to wake every millisecond and records each time it woke late by HICCUP_THRESHOLD_MS (5) or more.
// It does no I/O and makes almost no garbage, so when it wakes late, the machine (the scheduler, the
// hypervisor, the kernel) held it up, not its own work. open-loop.ts runs one beside each open-model
// phase and lines its stalls up with the slow answers.
//
// Prints nothing until SIGTERM; then one JSON line on stdout:
//   { "samples": <wake-ups>, "startedAt": <epoch ms>, "stoppedAt": <epoch ms>,
//     "events": [[<epoch ms of the late wake-up>, <ms late>], ...] }
// Its wake-ups per second are the machine's pace: fewer when every process on it runs late.
import fs from 'node:fs';

const threshold = Number(process.env.HICCUP_THRESHOLD_MS ?? 5);
const events = [];
let samples = 0;
let previous = performance.now();
const startedAt = Math.round(performance.timeOrigin + previous);

function tick() {
  const now = performance.now();
  const late = now - previous - 1;
  if (late >= threshold) events.push([Math.round(performance.timeOrigin + now), Math.round(late * 100) / 100]);
  samples++;
  previous = now;
  setTimeout(tick, 1);
}
setTimeout(tick, 1);

process.on('SIGTERM', () => {
  fs.writeSync(1, `${JSON.stringify({ samples, startedAt, stoppedAt: Math.round(performance.timeOrigin + performance.now()), events })}\n`);
  process.exit(0);
});
// Ready: the parent waits for this line before it counts on the meter.
fs.writeSync(1, 'ready\n');

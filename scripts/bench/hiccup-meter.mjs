// The machine's own hiccups, outside the app and PostgreSQL (like jHiccup): a tiny process that asks
// to wake every millisecond and records each time it woke late by HICCUP_THRESHOLD_MS (5) or more.
// It does no I/O and makes almost no garbage, so when it wakes late, the machine (the scheduler, the
// hypervisor, the kernel) held it up, not its own work. open-loop.ts runs one beside each open-model
// phase and lines its stalls up with the slow answers.
//
// It also reads the disks' own counters (/proc/diskstats, every DISK_INTERVAL_MS) and records each
// interval in which a write or a cache flush (what a commit's fsync waits for) took DISK_THRESHOLD_MS (5)
// or more on average: a stall of the disk, which waking late cannot show. Reading /proc is no disk I/O.
//
// Times are the machine's monotonic clock in ms (process.hrtime), the same in every process: the wall
// clock of a virtual machine can be stepped between two processes' starts (seen here: 0.5 s).
// Prints nothing until SIGTERM; then one JSON line on stdout:
//   { "samples": <wake-ups>, "startedAt": <ms>, "stoppedAt": <ms>,
//     "events": [[<ms of the late wake-up>, <ms late>], ...],
//     "disk": [[<ms at the interval's end>, <average ms per write>, <average ms per flush>], ...],
//     "diskIntervalMs": DISK_INTERVAL_MS }
// Its wake-ups per second are the machine's pace: fewer when every process on it runs late.
import fs from 'node:fs';

/** The machine's monotonic clock, ms. */
const clock = () => Number(process.hrtime.bigint() / 1000n) / 1000;

const threshold = Number(process.env.HICCUP_THRESHOLD_MS ?? 5);
const events = [];
let samples = 0;
let previous = clock();
const startedAt = Math.round(previous);

const DISK_INTERVAL_MS = 50;
const diskThreshold = Number(process.env.DISK_THRESHOLD_MS ?? 5);
const disk = [];
/** Writes, ms writing, flushes, ms flushing, summed over the block devices (not loop or RAM disks). */
function diskCounters() {
  const total = [0, 0, 0, 0];
  for (const line of fs.readFileSync('/proc/diskstats', 'utf8').split('\n')) {
    const f = line.trim().split(/\s+/);
    // Whole disks only: not loop, RAM or mapper devices, and not partitions (counted in their disk).
    if (f.length < 14 || /^(loop|ram|zram|dm-)/.test(f[2]) || /^((sd|vd|xvd)[a-z]+\d+|nvme\d+n\d+p\d+)$/.test(f[2])) continue;
    total[0] += Number(f[7]);
    total[1] += Number(f[10]);
    total[2] += Number(f[18] ?? 0);
    total[3] += Number(f[19] ?? 0);
  }
  return total;
}
if (fs.existsSync('/proc/diskstats')) {
  let before = diskCounters();
  setInterval(() => {
    const now = diskCounters();
    const [writes, writeMs, flushes, flushMs] = now.map((v, i) => v - before[i]);
    before = now;
    const perWrite = writes > 0 ? writeMs / writes : 0;
    const perFlush = flushes > 0 ? flushMs / flushes : 0;
    if (perWrite >= diskThreshold || perFlush >= diskThreshold) {
      disk.push([Math.round(clock()), Math.round(perWrite * 100) / 100, Math.round(perFlush * 100) / 100]);
    }
  }, DISK_INTERVAL_MS);
}

function tick() {
  const now = clock();
  const late = now - previous - 1;
  if (late >= threshold) events.push([Math.round(now * 100) / 100, Math.round(late * 100) / 100]);
  samples++;
  previous = now;
  setTimeout(tick, 1);
}
setTimeout(tick, 1);

process.on('SIGTERM', () => {
  fs.writeSync(1, `${JSON.stringify({ samples, startedAt, stoppedAt: Math.round(clock()), events, disk, diskIntervalMs: DISK_INTERVAL_MS })}\n`);
  process.exit(0);
});
// Ready: the parent waits for this line before it counts on the meter.
fs.writeSync(1, 'ready\n');

/**
 * How long the queue waits before its next pass, after a pass that stopped at an unanswered entry
 * (sync-runner.ts). Two kinds of "not now":
 * - **No answer at all** (no network, the server unreachable or too slow): the wait doubles, 2 s, 4 s,
 *   8 s … up to a minute — the connection may be gone for long, and the `online` event starts a pass
 *   at once when the browser sees it come back.
 * - **The server answered "not now"** (503 while its database restarts or fails over, a balancer with no
 *   instance ready, 429, or another tab sending): the wait grows by half, 2 s, 3 s, 4.5 s, up to 5 s.
 *   A failover takes about 16 s (decision 053); doubling from 2 s sent the next try only at 30 s. One
 *   small request every 5 s per device while a server is coming back costs it nothing.
 */
export const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_UNREACHED_MS = 60_000;
const MAX_RETRY_ANSWERED_MS = 5_000;

export function nextRetryDelay(current: number, reached: boolean): number {
  return reached ? Math.min(Math.round(current * 1.5), MAX_RETRY_ANSWERED_MS) : Math.min(current * 2, MAX_RETRY_UNREACHED_MS);
}

// The drill's load: requests started at a steady rate through the balancer (open loop: a slow or
// failed request does not slow the rate), a mix of the customer page and give-credit. A give-credit
// is the owner's reset of the once-a-day rule and then the credit with an Idempotency-Key; a write
// that fails (connection refused or reset, timeout, 5xx, 409 IDEMPOTENCY_IN_PROGRESS) is retried
// with the same key, as the app's client does, until it is answered or 120 s have passed.
import { send, type Answer, type Outcome, type Refusal, type Session } from '../faults/http';
import type { ClientState, LedgerWrite } from '../faults/traffic';

/** One HTTP attempt: when it started and ended (ms since the drill's clock began), and whether it worked. */
export type Attempt = { kind: 'page' | 'reset' | 'credit'; startMs: number; endMs: number; ok: boolean; failure?: string };

const GIVE_UP_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export class DrillTraffic {
  readonly attempts: Attempt[] = [];
  readonly ledger: LedgerWrite[] = [];
  readonly logs = [];
  private readonly free: ClientState['customers'];
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private writes = 0;

  constructor(
    private readonly session: Session,
    /** One "client" owning every customer: the balances the acknowledged writes add up to. */
    readonly client: ClientState,
    private readonly runId: string,
    private readonly clock: () => number,
    private readonly writeShare = 0.3,
  ) {
    this.free = [...client.customers];
  }

  /** Start `ratePerSecond` operations a second (a write operation is two requests). */
  start(ratePerSecond: number): void {
    const everyMs = 1000 / ratePerSecond;
    let next = performance.now();
    const tick = () => {
      const now = performance.now();
      while (next <= now) {
        next += everyMs;
        this.track(this.startOne());
      }
      this.timer = setTimeout(tick, Math.max(1, next - performance.now()));
    };
    tick();
  }

  /** Stop starting new operations and wait for those under way (retries included). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private track(operation: Promise<void>) {
    this.pending.add(operation);
    void operation.finally(() => this.pending.delete(operation));
  }

  private startOne(): Promise<void> {
    const customer = Math.random() < this.writeShare ? this.free.shift() : undefined;
    if (!customer) return this.page();
    return this.giveCredit(customer).finally(() => this.free.push(customer));
  }

  private async page(): Promise<void> {
    const customer = this.client.customers[between(0, this.client.customers.length - 1)]!;
    await this.once('page', () => send(this.session, 'GET', `/customers/${customer.id}`));
  }

  private async giveCredit(customer: ClientState['customers'][number]): Promise<void> {
    const reset = await this.untilAnswered('reset', () => send(this.session, 'POST', `/customers/${customer.id}/reset-daily-credit`), { attempts: 0, firstFailure: null });
    if (reset?.kind !== 'answer') return;
    this.writes += 1;
    const key = `drill-${this.runId}-w${this.writes}`;
    const amountCents = between(100, 2_000);
    const write: LedgerWrite = { key, client: 0, kind: 'credit', customerId: customer.id, amountCents, attempts: 0, firstFailure: null, state: 'pending', entryId: null, isReplay: false };
    this.ledger.push(write);
    const outcome = await this.untilAnswered('credit', () => send(this.session, 'POST', `/customers/${customer.id}/credit`, { amountCents, notes: key }, key), write);
    if (!outcome) write.state = 'unresolved';
    else if (outcome.kind === 'refused') Object.assign(write, { state: 'refused', refusal: outcome.code });
    else {
      const entry = (outcome.body as { entry: { id: string; balanceAfterCents: number } }).entry;
      write.state = 'acked';
      write.entryId = entry.id;
      write.isReplay = outcome.isReplay;
      write.balanceAfterCents = entry.balanceAfterCents;
      customer.balanceCents += amountCents;
    }
  }

  private async once(kind: Attempt['kind'], request: () => Promise<Outcome>): Promise<Outcome> {
    const startMs = this.clock();
    const outcome = await request();
    this.attempts.push({ kind, startMs, endMs: this.clock(), ok: outcome.kind === 'answer', failure: outcome.kind === 'failed' ? outcome.reason : outcome.kind === 'refused' ? outcome.code : undefined });
    return outcome;
  }

  private async untilAnswered(kind: Attempt['kind'], request: () => Promise<Outcome>, record: { attempts: number; firstFailure: string | null }): Promise<Answer | Refusal | null> {
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      record.attempts += 1;
      const outcome = await this.once(kind, request);
      if (outcome.kind !== 'failed') return outcome;
      record.firstFailure ??= outcome.reason;
      if (Date.now() > deadline) return null;
      await sleep(between(100, 300));
    }
  }
}

// The crash suite's writers: several concurrent clients, each owning a few customers and one
// business day's cash log, giving credit, taking payments (never more than is owed) and saving the
// log. A request that fails (connection refused or reset, timeout, 5xx) is retried with the same
// Idempotency-Key once the app answers again; every write and its fate is recorded for the checks.
import { send, type Answer, type Outcome, type Refusal, type Session } from './http';
import { Gate } from './gate';

export type WriteState = 'pending' | 'acked' | 'refused' | 'unresolved';
type Attempted = { key: string; client: number; attempts: number; firstFailure: string | null; state: WriteState; refusal?: string };
export type LedgerWrite = Attempted & {
  kind: 'credit' | 'payment';
  customerId: string;
  amountCents: number;
  entryId: string | null;
  isReplay: boolean;
  balanceAfterCents?: number;
};
export type LogWrite = Attempted & { kind: 'log'; date: string; cashSalesCents: number; logId: string | null; created?: boolean };
export type CustomerState = { id: string; balanceCents: number };
export type ClientState = { index: number; customers: CustomerState[]; date: string; writes: number };

/** A write that cannot get an answer within this long counts as unresolved (a failure of the run). */
const GIVE_UP_MS = 120_000;
const RETRY_WITH_NEW_KEY = process.env.FAULTS_RETRY_WITH_NEW_KEY === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export class Traffic {
  readonly ledger: LedgerWrite[] = [];
  readonly logs: LogWrite[] = [];
  readonly resets = { done: 0, retriedRequests: 0, refused: [] as string[] };
  readonly failures = new Map<string, number>();
  /** Answers whose balanceAfterCents is not what this client's own writes add up to. */
  balanceAfterMismatches = 0;
  private readonly busy: boolean[];
  private readonly loops: Promise<void>[] = [];
  private stopped = false;

  constructor(
    private readonly session: Session,
    private readonly clients: ClientState[],
    private readonly runId: string,
    readonly gate: Gate,
  ) {
    this.busy = clients.map(() => false);
  }

  start() {
    for (const client of this.clients) this.loops.push(this.run(client));
  }

  /** Hold new writes and wait until every client's write under way has its answer (retries included). */
  async quiesce() {
    this.gate.pause();
    while (this.busy.some(Boolean)) await sleep(10);
  }

  async finish() {
    this.stopped = true;
    await this.quiesce();
    this.gate.resume();
    await Promise.all(this.loops);
  }

  private async run(client: ClientState) {
    for (;;) {
      await this.gate.whenRunning();
      if (this.stopped) return;
      if (this.gate.isPaused) continue;
      this.busy[client.index] = true;
      try {
        await this.writeOnce(client);
      } finally {
        this.busy[client.index] = false;
      }
    }
  }

  private writeOnce(client: ClientState) {
    const roll = Math.random();
    const owing = client.customers.filter((c) => c.balanceCents > 0);
    if (roll < 0.25) return this.saveLog(client);
    if (roll < 0.6 && owing.length > 0) return this.pay(client, pick(owing));
    return this.give(client, pick(client.customers));
  }

  private nextKey(client: ClientState) {
    client.writes += 1;
    return `faults-${this.runId}-c${client.index}-w${client.writes}`;
  }

  /** Reset the once-a-day rule (owner), then give credit with an Idempotency-Key. */
  private async give(client: ClientState, customer: CustomerState) {
    const reset = { attempts: 0, firstFailure: null as string | null };
    const resetOutcome = await this.attempt(() => send(this.session, 'POST', `/customers/${customer.id}/reset-daily-credit`), reset);
    this.resets.retriedRequests += Math.max(0, reset.attempts - 1);
    if (resetOutcome?.kind !== 'answer') {
      this.resets.refused.push(resetOutcome ? resetOutcome.code : 'unresolved');
      return;
    }
    this.resets.done += 1;
    await this.writeLedger(client, customer, 'credit', between(100, 2_000));
  }

  /** A payment of at most what the customer owes (the rule refuses more from employees). */
  private pay(client: ClientState, customer: CustomerState) {
    return this.writeLedger(client, customer, 'payment', between(1, Math.min(customer.balanceCents, 2_000)));
  }

  private async writeLedger(client: ClientState, customer: CustomerState, kind: 'credit' | 'payment', amountCents: number) {
    const key = this.nextKey(client);
    const write: LedgerWrite = { key, client: client.index, kind, customerId: customer.id, amountCents, attempts: 0, firstFailure: null, state: 'pending', entryId: null, isReplay: false };
    this.ledger.push(write);
    const path = `/customers/${customer.id}/${kind === 'credit' ? 'credit' : 'payments'}`;
    // The control run (FAULTS_RETRY_WITH_NEW_KEY=1) retries as a client without idempotency would: the checks must fail.
    const keyOf = () => (RETRY_WITH_NEW_KEY && write.attempts > 1 ? `${key}-retry${write.attempts}` : key);
    const outcome = await this.attempt(() => send(this.session, 'POST', path, { amountCents, notes: key }, keyOf()), write);
    if (!this.settle(write, outcome)) return;
    const body = (outcome as Answer).body as { entry: { id: string; balanceAfterCents: number } };
    customer.balanceCents += kind === 'credit' ? amountCents : -amountCents;
    write.entryId = body.entry.id;
    write.isReplay = (outcome as Answer).isReplay;
    write.balanceAfterCents = body.entry.balanceAfterCents;
    if (body.entry.balanceAfterCents !== customer.balanceCents) this.balanceAfterMismatches += 1;
  }

  /** PUT of the client's own day (an upsert: a retry writes the same values again). */
  private async saveLog(client: ClientState) {
    const key = this.nextKey(client);
    const cashSalesCents = client.writes * 100 + client.index;
    const write: LogWrite = { key, client: client.index, kind: 'log', date: client.date, cashSalesCents, attempts: 0, firstFailure: null, state: 'pending', logId: null };
    this.logs.push(write);
    const body = { startingCashCents: 10_000, cashSalesCents, payoutsCents: 0, expensesCents: 0, actualCashCents: 10_000 + cashSalesCents, notes: key };
    const outcome = await this.attempt(() => send(this.session, 'PUT', `/daily-logs/${client.date}`, body), write);
    if (!this.settle(write, outcome)) return;
    const answer = (outcome as Answer).body as { log: { id: string }; created: boolean };
    write.logId = answer.log.id;
    write.created = answer.created;
  }

  /** Record the final outcome; true when the write was answered 2xx. */
  private settle(write: Attempted, outcome: Answer | Refusal | null): boolean {
    if (!outcome) write.state = 'unresolved';
    else if (outcome.kind === 'refused') Object.assign(write, { state: 'refused', refusal: outcome.code });
    else write.state = 'acked';
    return write.state === 'acked';
  }

  /** Send until an answer or a refusal, waiting for the app to be back after each failure. */
  private async attempt(request: () => Promise<Outcome>, record: { attempts: number; firstFailure: string | null }): Promise<Answer | Refusal | null> {
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      await this.gate.whenUp();
      record.attempts += 1;
      this.gate.inFlight += 1;
      const outcome = await request().finally(() => (this.gate.inFlight -= 1));
      if (outcome.kind !== 'failed') return outcome;
      record.firstFailure ??= outcome.reason;
      this.failures.set(outcome.reason, (this.failures.get(outcome.reason) ?? 0) + 1);
      if (Date.now() > deadline) return null;
      await sleep(between(20, 100));
    }
  }
}

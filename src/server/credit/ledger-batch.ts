import { isDatabaseUnavailable } from '../db/errors';

/**
 * Ledger writes gathered into one statement while others are running (decision 068), as a database
 * gathers commits: a write goes at once while fewer than `maxInFlight` statements are running; past
 * that it waits, and the writes that waited meanwhile go together as one statement when one ends. One
 * statement of N writes costs the database far less than N statements (planning, executor start and
 * end, the commit and its WAL flush are paid once), so under load more writes fit; a lone write never
 * waits for company.
 *
 * Two writes of one customer, or of one Idempotency-Key, never share a statement: each write is judged
 * on its customer's row as locked, so the second waits for the next statement and is judged after the
 * first. Writes of different shapes (give or pay, with or without a key) are different statements.
 *
 * A statement that fails as a whole wrote nothing (it is its own transaction). When the database went
 * away, every write of it fails (each client sends it again with its key, decision 053); any other
 * failure (a deadlock with another process, one write's bad value) is retried one write at a time, so
 * it fails only the write it belongs to.
 */
export type BatchableWrite<Values> = {
  /** The statement (shape) the write belongs to. */
  name: string;
  values: Values;
  /** A write for this customer, or with this store/key, waits for the next statement. */
  customerId: string;
  key: string | null;
  /** Told, once the write's statement succeeded: how long the write waited for it, how long it ran, and its size. */
  onTimes?: (queueMs: number, statementMs: number, size: number) => void;
};

const SIZES_KEPT = 1_000;

type Waiting<Values, Row> = { write: BatchableWrite<Values>; queuedAt: number; resolve: (row: Row) => void; reject: (error: unknown) => void };

export type RunStatement<Values, Row> = (name: string, writes: Values[]) => Promise<Row[]>;

export class WriteBatcher<Values, Row> {
  private waiting: Waiting<Values, Row>[] = [];
  private running = 0;
  /** Sizes of the last statements sent (at most SIZES_KEPT; tests read them). */
  readonly sizes: number[] = [];
  /** Statements of several writes that failed as a whole (then sent again one write at a time). */
  failedBatches = 0;

  constructor(
    private readonly run: RunStatement<Values, Row>,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {}

  write(write: BatchableWrite<Values>): Promise<Row> {
    return new Promise<Row>((resolve, reject) => {
      this.waiting.push({ write, queuedAt: performance.now(), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.running += 1;
      void this.send(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  /** The oldest waiting write and, in order, those of its statement that may join it. */
  private take(): Waiting<Values, Row>[] {
    const name = this.waiting[0]!.write.name;
    const customers = new Set<string>();
    const keys = new Set<string>();
    const batch: Waiting<Values, Row>[] = [];
    const left: Waiting<Values, Row>[] = [];
    for (const item of this.waiting) {
      const { write } = item;
      const joins =
        batch.length < this.maxBatch && write.name === name && !customers.has(write.customerId) && (write.key === null || !keys.has(write.key));
      if (!joins) {
        left.push(item);
        continue;
      }
      batch.push(item);
      customers.add(write.customerId);
      if (write.key !== null) keys.add(write.key);
    }
    this.waiting = left;
    return batch;
  }

  private async send(batch: Waiting<Values, Row>[]): Promise<void> {
    const name = batch[0]!.write.name;
    this.sizes.push(batch.length);
    if (this.sizes.length > SIZES_KEPT) this.sizes.splice(0, this.sizes.length - SIZES_KEPT);
    try {
      const sentAt = performance.now();
      const rows = await this.run(name, batch.map((item) => item.write.values));
      const doneAt = performance.now();
      batch.forEach((item, index) => {
        item.write.onTimes?.(sentAt - item.queuedAt, doneAt - sentAt, batch.length);
        item.resolve(rows[index]!);
      });
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      this.failedBatches += 1;
      for (const item of batch) {
        try {
          item.resolve((await this.run(name, [item.write.values]))[0]!);
        } catch (alone) {
          item.reject(alone);
        }
      }
    }
  }
}

import pg from 'pg';
import { NoUsableHostError, isReadOnly, type HostLocator } from './hosts';

/**
 * The Client class a pool uses for a multi-host string (decision 053): each new connection goes to
 * the host the locator remembers, found first by trying the hosts in order when none is remembered;
 * with read-write wanted, a connection that lands on a standby is closed and refused. Either way the
 * host is forgotten, so the next connection looks again — and retryHostRefusals makes that next
 * connection at once, for the same caller (issue 36).
 */
export function multiHostClientClass(locator: HostLocator): typeof pg.Client {
  const addresses = locator.list.targets.map((target) => {
    const url = new URL(target.replace(/^postgres(ql)?:/, 'http:'));
    return { host: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost', port: Number(url.port || 5432) };
  });
  return class MultiHostClient extends pg.Client {
    // pg-pool calls connect(callback); other callers use the promise.
    override connect(...args: unknown[]): never {
      const callback = args[0] as ((error: Error | null) => void) | undefined;
      const done = this.connectToUsable();
      if (callback) {
        done.then(() => callback(null), (error: Error) => callback(error));
        return undefined as never;
      }
      return done.then(() => this) as never;
    }

    private async connectToUsable(): Promise<void> {
      if (locator.isUnknown) await locator.find();
      const index = locator.preferred;
      const address = addresses[index]!;
      const self = this as unknown as { host: string; port: number; connectionParameters: { host: string; port: number } };
      self.host = self.connectionParameters.host = address.host;
      self.port = self.connectionParameters.port = address.port;
      try {
        await new Promise<void>((resolve, reject) => super.connect((error: Error | null) => (error ? reject(error) : resolve())));
      } catch (error) {
        locator.forget(index);
        throw new NoUsableHostError([`host ${index + 1}: ${error instanceof Error ? error.message : String(error)}`]);
      }
      if (locator.list.isReadWriteOnly && (await isReadOnly(this as unknown as pg.Client))) {
        locator.forget(index);
        await this.end().catch(() => undefined);
        throw new NoUsableHostError([`host ${index + 1} is read-only`]);
      }
    }
  } as unknown as typeof pg.Client;
}

type Checkout = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Issue 36. A new connection refused by its host (down, or a standby since a failover: a
 * NoUsableHostError, raised before any query was sent) is made again on a fresh search, up to once per
 * host of the list, instead of failing the query that asked for it: after a promotion, the first
 * request on a pool whose last connections went to the old primary found it read-only or gone and
 * answered 503 DATABASE_UNAVAILABLE, while the second one, after the search, answered 200. Nothing was
 * sent to the database by the refused attempt, so a write is as safe to retry as a read. pg-pool's
 * query() checks out through this.connect, so both paths are covered.
 */
export function retryHostRefusals(pool: pg.Pool, hosts: number): void {
  const checkout = pool.connect.bind(pool) as unknown as (callback: Checkout) => void;
  const connect = (callback: Checkout, attemptsLeft: number) =>
    checkout((error, client, done) => {
      if (error instanceof NoUsableHostError && attemptsLeft > 0) connect(callback, attemptsLeft - 1);
      else callback(error, client, done);
    });
  (pool as unknown as { connect: (callback?: Checkout) => unknown }).connect = (callback?: Checkout) => {
    if (callback) return void connect(callback, hosts);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => (error ? reject(error) : resolve(client!)), hosts),
    );
  };
}

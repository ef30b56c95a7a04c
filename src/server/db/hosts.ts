import pg from 'pg';

/**
 * Multi-host connection strings, as libpq reads them (decision 053):
 * `postgres://user:pass@db-a:5432,db-b:5432/corner_store?target_session_attrs=read-write`.
 * node-postgres takes one host only, so the string is split into one single-host string per host,
 * tried in order; with `target_session_attrs=read-write` (or `primary`) a host that answers
 * `transaction_read_only = on` (a standby) is skipped. A one-host string is left as it is.
 */
export type HostList = {
  /** One connection string per host, in the order given. */
  targets: string[];
  /** Only a read-write server will do (target_session_attrs=read-write or primary). */
  isReadWriteOnly: boolean;
  /** A standby first, any server when none answers (target_session_attrs=prefer-standby; DATABASE_READ_URL, decision 061). */
  isStandbyPreferred: boolean;
};

const URL_PATTERN = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

export function parseHostList(connectionString: string): HostList {
  const match = URL_PATTERN.exec(connectionString);
  if (!match) return { targets: [connectionString], isReadWriteOnly: false, isStandbyPreferred: false };
  const [, scheme, userInfo = '', hostPart = '', rest = ''] = match;
  const [pathPart = '', query = ''] = splitOnce(rest, '?');
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  const search = params.toString() ? `?${params.toString()}` : '';
  const hosts = hostPart.split(',').filter((h) => h.length > 0);
  const targets = (hosts.length ? hosts : ['']).map((host) => `${scheme}${userInfo}${host}${pathPart}${search}`);
  return { targets, isReadWriteOnly: attrs === 'read-write' || attrs === 'primary', isStandbyPreferred: attrs === 'prefer-standby' };
}

/** Whether this string names more than one host or asks for a read-write server or a standby. */
export function isMultiHost(connectionString: string): boolean {
  const list = parseHostList(connectionString);
  return list.targets.length > 1 || list.isReadWriteOnly || list.isStandbyPreferred;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** How long one host may take to accept a connection before the next is tried. */
const CONNECT_TIMEOUT_MS = 3_000;

/** A host refused (down, or a standby when a read-write server is wanted): the next one is tried. */
export class NoUsableHostError extends Error {
  constructor(reasons: string[]) {
    super(`no usable database host: ${reasons.join('; ')}`);
    this.name = 'NoUsableHostError';
  }
}

/**
 * Remembers which host of a list is the one to use (the primary), so that new connections go
 * straight there; forgotten when a connection to it fails or it turns out read-only (a failover),
 * and found again by trying the hosts in order.
 */
export class HostLocator {
  private current: number | null = null;

  constructor(readonly list: HostList) {}

  /** No host remembered: the next connection tries them in order. */
  get isUnknown(): boolean {
    return this.current === null;
  }

  /** The index of the host to connect to next. */
  get preferred(): number {
    return this.current ?? 0;
  }

  forget(index: number): void {
    if (this.current === index) this.current = null;
  }

  remember(index: number): void {
    this.current = index;
  }
}

/** Open one client on the first usable host (the remembered one first); `extra` is added to each host's config. */
export async function connectToUsableHost(locator: HostLocator, extra: pg.ClientConfig = {}): Promise<pg.Client> {
  const { targets } = locator.list;
  const order = [locator.preferred, ...targets.keys()].filter((index, at, all) => all.indexOf(index) === at);
  const reasons: string[] = [];
  // prefer-standby: a first pass takes a standby only, a second pass any server that answers.
  if (locator.list.isStandbyPreferred) {
    const standby = await connectToStandby(locator, order, extra, reasons);
    if (standby) return standby;
  }
  for (const index of order) {
    const client = new pg.Client({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...extra, connectionString: targets[index] });
    client.on('error', () => undefined); // a failed attempt's late socket error
    try {
      await client.connect();
      if (locator.list.isReadWriteOnly && (await isReadOnly(client))) {
        reasons.push(`host ${index + 1} is read-only`);
        await client.end().catch(() => undefined);
        locator.forget(index);
        continue;
      }
      client.removeAllListeners('error');
      locator.remember(index);
      return client;
    } catch (error) {
      reasons.push(`host ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
      locator.forget(index);
      await client.end().catch(() => undefined);
    }
  }
  throw new NoUsableHostError(reasons);
}

/** The first host of `order` that is a standby (in recovery), remembered; null when none is. */
async function connectToStandby(locator: HostLocator, order: number[], extra: pg.ClientConfig, reasons: string[]): Promise<pg.Client | null> {
  for (const index of order) {
    const client = new pg.Client({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...extra, connectionString: locator.list.targets[index] });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if (await isReadOnly(client)) {
        client.removeAllListeners('error');
        locator.remember(index);
        return client;
      }
      reasons.push(`host ${index + 1} is not a standby`);
    } catch (error) {
      reasons.push(`host ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await client.end().catch(() => undefined);
  }
  return null;
}

async function isReadOnly(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
  return result.rows[0]?.transaction_read_only === 'on';
}

/**
 * The Client class a pool uses for a multi-host string: each new connection goes to the remembered
 * host, found first by trying the hosts in order when none is remembered; with read-write wanted,
 * a connection that lands on a standby (a failover under way) is closed and refused, and the
 * host forgotten, so the next one looks again. A refused connection fails that one request: the
 * caller retries (the browser's client does, with its Idempotency-Key).
 */
export function multiHostClientClass(locator: HostLocator): typeof pg.Client {
  const addresses = locator.list.targets.map((target) => {
    const url = new URL(target.replace(/^postgres(ql)?:/, 'http:'));
    return { host: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost', port: Number(url.port || 5432) };
  });
  // While no host is known, new connections wait for one search instead of each trying every host.
  let searching: Promise<void> | null = null;
  const findHost = () =>
    (searching ??= connectToUsableHost(locator, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
      .then((probe) => probe.end())
      .finally(() => (searching = null)));
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
      if (locator.isUnknown) await findHost();
      const index = locator.preferred;
      const address = addresses[index]!;
      const self = this as unknown as { host: string; port: number; connectionParameters: { host: string; port: number } };
      self.host = self.connectionParameters.host = address.host;
      self.port = self.connectionParameters.port = address.port;
      try {
        await new Promise<void>((resolve, reject) => super.connect((error: Error | null) => (error ? reject(error) : resolve())));
      } catch (error) {
        locator.forget(index);
        throw error;
      }
      if (locator.list.isReadWriteOnly && (await isReadOnly(this as unknown as pg.Client))) {
        locator.forget(index);
        await this.end().catch(() => undefined);
        throw new NoUsableHostError([`host ${index + 1} is read-only`]);
      }
    }
  } as unknown as typeof pg.Client;
}

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
 * and found again by trying the hosts in order. One per connection string in the process
 * (locatorFor): every pool and the LISTEN connection on that string share what any of them learnt
 * (issue 36: the page's own pool kept a primary of its own and learnt of a failover only by failing).
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

  private searching: Promise<void> | null = null;

  /** Find the usable host now (one search at a time: callers that come meanwhile wait for the same one). */
  find(): Promise<void> {
    this.searching ??= connectToUsableHost(this, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
      .then((probe) => probe.end())
      .finally(() => (this.searching = null));
    return this.searching;
  }
}

const locators = new Map<string, HostLocator>();

/** The process's one locator for this connection string (every pool and listener on it shares it). */
export function locatorFor(connectionString: string): HostLocator {
  let locator = locators.get(connectionString);
  if (!locator) locators.set(connectionString, (locator = new HostLocator(parseHostList(connectionString))));
  return locator;
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

export async function isReadOnly(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
  return result.rows[0]?.transaction_read_only === 'on';
}

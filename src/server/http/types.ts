import type { Db } from '../db/client';
import type { Config } from '../config/config';
import type { Auth } from '../auth/auth';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../storage/storage';
import type { RealtimeHub } from '../realtime/hub';
import type { Lifecycle } from '../lifecycle';
import type { LapseReason } from '#shared/subscription/subscription';
import type { Role } from '#shared/session/session.schemas';
import type { AdminStanding } from '../auth/admin-standing';
import type { ReadReplica } from '../db/read-replica';

export type AppDeps = {
  db: Db;
  databaseKind: 'embedded' | 'postgres';
  config: Config;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  /** The community board's live updates (LISTEN/NOTIFY fan-out to this process's streams). */
  realtime: RealtimeHub;
  /** Draining after SIGTERM: /api/health/ready answers 503 (decision 053). Absent in most tests: never draining. */
  lifecycle?: Lifecycle;
  /** DATABASE_READ_URL's replica: reports, exports and admin lists read through readDb() (decision 061). Absent: the primary. */
  readReplica?: ReadReplica;
};

/** Who is acting: a data-layer type (src/server/db/actor.ts), re-exported for the routes. */
export type { Actor } from '../db/actor';

export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
  /** Profile first + last name, else the account name: what ledger entries show as their author. */
  displayName: string;
};

export type Membership = {
  storeId: string;
  role: Role;
  isFirstLogin: boolean;
  /** The store's IANA time zone (its business day), read with the session: no second store query. */
  timezone: string;
  /** Why the store may only read (expired or suspended subscription), or null: read with the session. */
  lapsed: LapseReason | null;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    clientIp: string | null;
    user: SignedInUser | null;
    membership: Membership | null;
    /** Set by the admin-aware guards (auth/admin-guards.ts): the caller's admin standing, asked once per request. */
    adminStanding: AdminStanding | undefined;
  };
};

import { formatCents, type Cents } from '#shared/money';
import { OCCURRED_AT_MAX_AGE_HOURS } from '#shared/offline/occurred-at';

/**
 * The offline queue's words (issue 24, decision 051): the header badge and its list, what a tap
 * says when it is kept on the device, the 'server balance + waiting' line, the pre-check notes and
 * the choices of 'Needs attention'. The reasons of a refusal are the server's codes in the spec's
 * words (texts/errors.ts); only the client's own reason is here.
 */

/** 14:05 in the device's clock (what the person saw at the counter). */
export function clockTime(at: number | string | Date): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** Mar 02, 14:05 — the tap of an entry. */
export function tapTime(at: string): string {
  const date = new Date(at);
  return `${date.toLocaleDateString('en-US', { month: 'short', day: '2-digit' })}, ${clockTime(date)}`;
}

export const offlineTexts = {
  badge: (count: number) => `Not synced (${count})`,
  attentionBadge: (count: number) => `Needs attention (${count})`,
  listTitle: 'Not synced yet',
  listDescription: 'Kept on this device and sent in order when the connection is back.',
  waitingHeading: (count: number) => `Waiting (${count})`,
  attentionHeading: (count: number) => `Needs attention (${count})`,
  nothingWaiting: 'Everything is synced.',
  sending: 'Sending…',
  waiting: 'Waiting to sync',
  waitsForCustomer: (name: string) => `Waits until ${name} is added`,
  syncNow: 'Sync now',
  byWhom: (name: string, at: string) => `${tapTime(at)} · by ${name}`,

  what: {
    credit: (amountCents: Cents, name: string) => `Give Credit ${formatCents(amountCents)} to ${name}`,
    payment: (amountCents: Cents, name: string) => `Payment ${formatCents(amountCents)} from ${name}`,
    customer: (name: string) => `Add customer ${name}`,
    cashLog: (date: string) => `Cash log of ${date}`,
  },

  kept: {
    title: 'Saved on this device',
    description: 'Not yet synced. It is sent when the connection is back.',
    credit: (amountCents: Cents, name: string) => `${formatCents(amountCents)} credit for ${name} is saved on this device, not yet synced.`,
    payment: (amountCents: Cents, name: string) => `${formatCents(amountCents)} payment from ${name} is saved on this device, not yet synced.`,
    customer: (name: string) => `${name} is saved on this device, not yet synced. The 8-digit ID comes when it syncs.`,
    cashLog: 'The cash log is saved on this device, not yet synced.',
  },

  synced: (count: number) => (count === 1 ? '1 entry synced' : `${count} entries synced`),
  refused: (count: number) => (count === 1 ? '1 entry needs attention' : `${count} entries need attention`),

  banner: {
    offline: 'You are offline.',
    keeps: 'Give Credit, Record Payment, new customers and the cash log are saved on this device and sent when the connection is back.',
  },
  asOf: (at: number) => `Offline · as of ${clockTime(at)}`,

  balance: {
    server: 'Server balance',
    waiting: 'Waiting',
    total: 'With waiting entries',
  },
  ledgerWaiting: 'Waiting to sync',
  ledgerAttention: 'Needs attention',

  precheck: {
    /** The pre-check passed on what the device knows; the server still decides. */
    mayRefuse: (at: number) => `Offline: checked against what this device knew at ${clockTime(at)}. The server checks again when it syncs and may refuse it.`,
    /** The pre-check would refuse on what the device knows — it may be out of date. */
    wouldRefuse: (reason: string, at: number) =>
      `${/[.!?]$/.test(reason) ? reason : `${reason}.`} As of ${clockTime(at)}, the last time this device synced; the server decides when it syncs.`,
    saveAnyway: 'Save anyway',
  },

  reasons: {
    CUSTOMER_NOT_ADDED: 'The customer it was for was never added.',
  } as Record<string, string>,

  choices: {
    discard: 'Discard',
    retry: 'Try again',
    signInRetry: 'Sign in to retry',
    smaller: (amountCents: Cents) => `Record ${formatCents(amountCents)} instead`,
    overwrite: 'Save mine over it',
    confirmDiscard: 'Discard this entry? It was never written and will not be sent.',
  },

  signOut: {
    title: 'Entries not synced',
    body: (count: number) =>
      `${count === 1 ? '1 entry is' : `${count} entries are`} not synced yet. Sync now, or sign out and keep them on this device for the next sign-in of the same person.`,
    syncNow: 'Sync now',
    keepAndSignOut: 'Sign out and keep them',
  },

  notKept: {
    customer: 'Not available offline: this customer was not opened on this device yet.',
    history: 'Not available offline: this history was not opened on this device yet.',
    list: 'Not available offline: the customer list was not opened on this device yet.',
    search: 'Search needs the connection. Clear the search to see the customers this device kept.',
    cashLog:
      'Offline: this day was not opened on this device yet. A save is kept here; if someone else saved this day meanwhile, you will be asked before it is replaced.',
  },
  photoLater: { title: 'Photo not saved', description: 'Add the photo from the customer page once it has synced.' },

  tooOld: `Entries are sent up to ${OCCURRED_AT_MAX_AGE_HOURS} hours after they were made.`,
};

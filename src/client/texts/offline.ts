import { formatCents, type Cents } from '#shared/money';
import { OCCURRED_AT_MAX_AGE_HOURS } from '#shared/offline/occurred-at';
import { dateFormat } from '#shared/i18n/display-locale';
import { t } from '#client/i18n';

/**
 * The offline queue's words (issue 24, decision 051): the header badge and its list, what a tap
 * says when it is kept on the device, the 'server balance + waiting' line, the pre-check notes and
 * the choices of 'Needs attention'. The reasons of a refusal are the server's codes in the spec's
 * words (texts/errors.ts); only the client's own reason is here. The words are in the catalogue
 * (src/client/i18n/locales/<language>/offline.ts, decision 059), read when shown.
 */

/** 14:05 in the device's clock (what the person saw at the counter), in the language on screen. */
export function clockTime(at: number | string | Date): string {
  return dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
}

/** Mar 02, 14:05 — the tap of an entry. */
export function tapTime(at: string): string {
  const date = new Date(at);
  return `${dateFormat({ month: 'short', day: '2-digit' }).format(date)}, ${clockTime(date)}`;
}

const money = (amountCents: Cents) => formatCents(amountCents);

export const offlineTexts = {
  badge: (count: number) => t('offline.badge', { count }),
  attentionBadge: (count: number) => t('offline.attentionBadge', { count }),
  get listTitle() {
    return t('offline.listTitle');
  },
  get listDescription() {
    return t('offline.listDescription');
  },
  waitingHeading: (count: number) => t('offline.waitingHeading', { count }),
  attentionHeading: (count: number) => t('offline.attentionHeading', { count }),
  get nothingWaiting() {
    return t('offline.nothingWaiting');
  },
  get sending() {
    return t('offline.sending');
  },
  get waiting() {
    return t('offline.waiting');
  },
  waitsForCustomer: (name: string) => t('offline.waitsForCustomer', { name }),
  get syncNow() {
    return t('offline.syncNow');
  },
  byWhom: (name: string, at: string) =>
    t('offline.byWhom', { at: tapTime(at), name }),

  what: {
    credit: (amountCents: Cents, name: string) =>
      t('offline.whatCredit', { amount: money(amountCents), name }),
    payment: (amountCents: Cents, name: string) =>
      t('offline.whatPayment', { amount: money(amountCents), name }),
    customer: (name: string) => t('offline.whatCustomer', { name }),
    cashLog: (date: string) => t('offline.whatCashLog', { date }),
  },

  kept: {
    get title() {
      return t('offline.keptTitle');
    },
    get description() {
      return t('offline.keptDescription');
    },
    credit: (amountCents: Cents, name: string) =>
      t('offline.keptCredit', { amount: money(amountCents), name }),
    payment: (amountCents: Cents, name: string) =>
      t('offline.keptPayment', { amount: money(amountCents), name }),
    customer: (name: string) => t('offline.keptCustomer', { name }),
    get cashLog() {
      return t('offline.keptCashLog');
    },
  },

  synced: (count: number) => t('offline.synced', { count }),
  refused: (count: number) => t('offline.refused', { count }),

  banner: {
    get offline() {
      return t('offline.bannerOffline');
    },
    get keeps() {
      return t('offline.bannerKeeps');
    },
  },
  asOf: (at: number) => t('offline.asOf', { time: clockTime(at) }),

  balance: {
    get server() {
      return t('offline.balanceServer');
    },
    get waiting() {
      return t('offline.balanceWaiting');
    },
    get total() {
      return t('offline.balanceTotal');
    },
  },
  get ledgerWaiting() {
    return t('offline.ledgerWaiting');
  },
  get ledgerAttention() {
    return t('offline.ledgerAttention');
  },

  precheck: {
    /** The pre-check passed on what the device knows; the server still decides. */
    mayRefuse: (at: number) =>
      t('offline.precheckMayRefuse', { time: clockTime(at) }),
    /** The pre-check would refuse on what the device knows — it may be out of date. */
    wouldRefuse: (reason: string, at: number) =>
      t('offline.precheckWouldRefuse', {
        reason: /[.!?]$/.test(reason) ? reason : `${reason}.`,
        time: clockTime(at),
      }),
    get saveAnyway() {
      return t('offline.saveAnyway');
    },
  },

  /** The client's own refusal reasons (the server's are its codes). */
  reasons: {
    get CUSTOMER_NOT_ADDED() {
      return t('offline.reasonCustomerNotAdded');
    },
  } as Record<string, string>,

  choices: {
    get discard() {
      return t('offline.discard');
    },
    get retry() {
      return t('offline.retry');
    },
    get signInRetry() {
      return t('offline.signInRetry');
    },
    smaller: (amountCents: Cents) =>
      t('offline.smaller', { amount: money(amountCents) }),
    get overwrite() {
      return t('offline.overwrite');
    },
    get confirmDiscard() {
      return t('offline.confirmDiscard');
    },
    get cancel() {
      return t('offline.cancel');
    },
  },

  signOut: {
    get title() {
      return t('offline.signOutTitle');
    },
    body: (count: number) => t('offline.signOutBody', { count }),
    get syncNow() {
      return t('offline.syncNow');
    },
    get keepAndSignOut() {
      return t('offline.keepAndSignOut');
    },
  },

  notKept: {
    get customer() {
      return t('offline.notKeptCustomer');
    },
    get history() {
      return t('offline.notKeptHistory');
    },
    get list() {
      return t('offline.notKeptList');
    },
    get search() {
      return t('offline.notKeptSearch');
    },
    get cashLog() {
      return t('offline.notKeptCashLog');
    },
  },
  photoLater: {
    get title() {
      return t('offline.photoLaterTitle');
    },
    get description() {
      return t('offline.photoLaterDescription');
    },
  },

  get tooOld() {
    return t('offline.tooOld', { hours: OCCURRED_AT_MAX_AGE_HOURS });
  },
  get entriesNotSyncedYet() {
    return t('offline.entriesNotSyncedYet');
  },
  get customersNotSyncedYet() {
    return t('offline.customersNotSyncedYet');
  },
  syncedAt: (time: string) => t('offline.syncedAt', { time }),
  whenBy: (when: string, name: string) => t('offline.whenBy', { when, name }),
};

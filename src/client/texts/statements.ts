import { formatCents, type Cents } from '#shared/money';
import type { StatementLink } from '#shared/statements/statement-link.schemas';
import { t } from '#client/i18n';

/**
 * The statement links' words (issue 26, decision 050): the share and receipt dialog, the owner's
 * list of links, the Store Settings switch, and the texts sent to the customer, from the catalogue's
 * `statementTexts` area (decision 059). The public statement page is server-rendered and keeps its
 * own words (statement-page.html.ts).
 */
const never = () => t('statementTexts.never');

export const statementTexts = {
  /** The customer detail's button and the dialog's title. */
  get share() {
    return t('statementTexts.share');
  },
  /** The toast action after Give Credit / Record Payment, and the dialog's title then. */
  get sendReceipt() {
    return t('statementTexts.sendReceipt');
  },
  dialogDescription: (customerName: string) => t('statementTexts.dialogDescription', { customerName }),
  get expiryLabel() {
    return t('statementTexts.expiryLabel');
  },
  expiryOption: (days: number) => t('statementTexts.expiryOption', { days }),
  get createLink() {
    return t('statementTexts.createLink');
  },
  get whatsApp() {
    return t('statementTexts.whatsApp');
  },
  get sms() {
    return t('statementTexts.sms');
  },
  get copy() {
    return t('statementTexts.copy');
  },
  get linkLabel() {
    return t('statementTexts.linkLabel');
  },
  get copied() {
    return t('statementTexts.copied');
  },
  get copyFailed() {
    return t('statementTexts.copyFailed');
  },
};

const statusKeys = { active: 'statementTexts.statusActive', expired: 'statementTexts.statusExpired', revoked: 'statementTexts.statusRevoked' } as const;

/** The owner's list of a customer's links: when, by whom, expiry, last opened; revoke. */
export const statementLinksTexts = {
  get title() {
    return t('statementTexts.linksTitle');
  },
  status: {
    get active() {
      return t(statusKeys.active);
    },
    get expired() {
      return t(statusKeys.expired);
    },
    get revoked() {
      return t(statusKeys.revoked);
    },
  } satisfies Record<StatementLink['status'], string>,
  /** 'made Mar 2, 2026, 10:04 AM by Rosa Diaz'; a missing time reads 'Never', a missing person 'Store'. */
  made: (when: string | null, by: string | null) => t('statementTexts.made', { when: when ?? never(), by: by ?? t('statementTexts.storeAuthor') }),
  expiry: (expires: string | null, lastOpened: string | null) => t('statementTexts.expiry', { expires: expires ?? never(), lastOpened: lastOpened ?? never() }),
  get revoke() {
    return t('statementTexts.revoke');
  },
  get revoked() {
    return t('statementTexts.revoked');
  },
  get revokeFailed() {
    return t('statementTexts.revokeFailed');
  },
};

/** The owner's Store Settings switch (server field `employeesShareStatements`, off by default). */
export const statementSettingTexts = {
  get employeesShare() {
    return t('statementTexts.employeesShare');
  },
  get employeesShareDescription() {
    return t('statementTexts.employeesShareDescription');
  },
};

export type StatementMessageInput = { customerName: string; storeName: string; balanceCents: Cents; url: string };

const storeOrUnnamed = (storeName: string, tr: typeof t) => storeName.trim() || tr('statementTexts.unnamedStore');

/**
 * The statement's share text, in the words of the existing reminder (store name, balance, link).
 * `tr`: the customer's language (useCustomerTexts), not the screen's (issue 27).
 */
export function statementMessage({ customerName, storeName, balanceCents, url }: StatementMessageInput, tr: typeof t = t): string {
  const balance =
    balanceCents < 0 ? tr('statementTexts.balanceStoreCredit', { amount: formatCents(-balanceCents) }) : tr('statementTexts.balanceOwed', { amount: formatCents(balanceCents) });
  return tr('statementTexts.message', { customerName: customerName.trim(), store: storeOrUnnamed(storeName, tr), balance, url });
}

/** `date` as shown on screen; `at` (ISO instant), when known, lets the receipt write the date in the customer's language. */
export type Receipt = { kind: 'credit' | 'payment'; amountCents: Cents; balanceCents: Cents; date: string; at?: string };

/** One line after Give Credit or Record Payment: amount, new balance, date, store; then the link. */
export function receiptMessage(receipt: Receipt, storeName: string, url: string, tr: typeof t = t): string {
  const amount = formatCents(receipt.amountCents);
  const what = receipt.kind === 'credit' ? tr('statementTexts.receiptCredit', { amount }) : tr('statementTexts.receiptPayment', { amount });
  const balance =
    receipt.balanceCents < 0
      ? tr('statementTexts.receiptStoreCredit', { amount: formatCents(-receipt.balanceCents) })
      : tr('statementTexts.receiptNewBalance', { amount: formatCents(receipt.balanceCents) });
  return tr('statementTexts.receipt', { store: storeOrUnnamed(storeName, tr), what, date: receipt.date, balance, url });
}

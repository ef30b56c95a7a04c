import { formatCents, type Cents } from '#shared/money';
import type { StatementLink } from '#shared/statements/statement-link.schemas';

/**
 * The statement links' words (issue 26, decision 050): the share and receipt dialog, the owner's
 * list of links, the Store Settings switch, and the texts sent to the customer. Each sentence once;
 * the public statement page is server-rendered and keeps its own words (statement-page.html.ts).
 */

/** When a store has no name yet, the messages say this instead. */
const UNNAMED_STORE = 'your store';
/** Who made a link, when the person's account is gone. */
const STORE_AUTHOR = 'Store';
const NEVER = 'Never';

export const statementTexts = {
  /** The customer detail's button and the dialog's title. */
  share: 'Share statement',
  /** The toast action after Give Credit / Record Payment, and the dialog's title then. */
  sendReceipt: 'Send receipt',
  dialogDescription: (customerName: string) => `A read-only statement link for ${customerName}.`,
  expiryLabel: 'Link expires after',
  expiryOption: (days: number) => `${days} days`,
  createLink: 'Create link',
  whatsApp: 'WhatsApp',
  sms: 'SMS',
  copy: 'Copy',
  linkLabel: 'Link:',
  copied: 'Copied!',
  copyFailed: 'Failed to copy link',
} as const;

/** The owner's list of a customer's links: when, by whom, expiry, last opened; revoke. */
export const statementLinksTexts = {
  title: 'Statement links',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<StatementLink['status'], string>,
  /** 'made Mar 2, 2026, 10:04 AM by Rosa Diaz'; a missing time reads 'Never', a missing person 'Store'. */
  made: (when: string | null, by: string | null) => `made ${when ?? NEVER} by ${by ?? STORE_AUTHOR}`,
  expiry: (expires: string | null, lastOpened: string | null) => `Expires ${expires ?? NEVER} · last opened ${lastOpened ?? NEVER}`,
  revoke: 'Revoke',
  revoked: 'Link revoked',
  revokeFailed: 'Failed to revoke link',
} as const;

/** The owner's Store Settings switch (server field `employeesShareStatements`, off by default). */
export const statementSettingTexts = {
  employeesShare: 'Employees Can Share Statements',
  employeesShareDescription: 'Employees may send a customer a link to their read-only statement. Only you see and revoke the links.',
} as const;

export type StatementMessageInput = { customerName: string; storeName: string; balanceCents: Cents; url: string };

/** The statement's share text, in the words of the existing reminder (store name, balance, link). */
export function statementMessage({ customerName, storeName, balanceCents, url }: StatementMessageInput): string {
  const store = storeName.trim() || UNNAMED_STORE;
  const balance = balanceCents < 0 ? `you have ${formatCents(-balanceCents)} of store credit` : `your balance is ${formatCents(balanceCents)}`;
  return `Hi ${customerName.trim()}, this is ${store}: ${balance}. See your statement: ${url}`;
}

export type Receipt = { kind: 'credit' | 'payment'; amountCents: Cents; balanceCents: Cents; date: string };

/** One line after Give Credit or Record Payment: amount, new balance, date, store; then the link. */
export function receiptMessage(receipt: Receipt, storeName: string, url: string): string {
  const store = storeName.trim() || UNNAMED_STORE;
  const what = receipt.kind === 'credit' ? `Credit of ${formatCents(receipt.amountCents)}` : `Payment of ${formatCents(receipt.amountCents)} received`;
  const balance = receipt.balanceCents < 0 ? `store credit ${formatCents(-receipt.balanceCents)}` : `new balance ${formatCents(receipt.balanceCents)}`;
  return `${store} receipt: ${what} on ${receipt.date}, ${balance}. Statement: ${url}`;
}

import { formatCents, type Cents } from '#shared/money';

/** The statement's share text, in the words of the existing reminder (store name, balance, link). */
export function buildStatementMessage({ customerName, storeName, balanceCents, url }: { customerName: string; storeName: string; balanceCents: Cents; url: string }): string {
  const store = storeName.trim() || 'your store';
  const balance = balanceCents < 0 ? `you have ${formatCents(-balanceCents)} of store credit` : `your balance is ${formatCents(balanceCents)}`;
  return `Hi ${customerName.trim()}, this is ${store}: ${balance}. See your statement: ${url}`;
}

export type Receipt = { kind: 'credit' | 'payment'; amountCents: Cents; balanceCents: Cents; date: string };

/** One line after Give Credit or Record Payment: amount, new balance, date, store; then the link. */
export function buildReceiptMessage(receipt: Receipt, storeName: string, url: string): string {
  const store = storeName.trim() || 'your store';
  const what = receipt.kind === 'credit' ? `Credit of ${formatCents(receipt.amountCents)}` : `Payment of ${formatCents(receipt.amountCents)} received`;
  const balance = receipt.balanceCents < 0 ? `store credit ${formatCents(-receipt.balanceCents)}` : `new balance ${formatCents(receipt.balanceCents)}`;
  return `${store} receipt: ${what} on ${receipt.date}, ${balance}. Statement: ${url}`;
}

/** wa.me wants the E.164 number as digits only (country code, no '+'); the text is URL-encoded. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** `sms:<number>?&body=` works on both iOS and Android. */
export function smsLink(phone: string, message: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(message)}`;
}

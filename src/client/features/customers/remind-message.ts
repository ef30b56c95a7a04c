import { formatCents, type Cents } from '#shared/money';
import { t } from '#client/i18n';

export type ReminderInput = { customerName: string; storeName: string; balanceCents: Cents };

/** The friendly text sent to a customer who owes money, in `tr`'s language: the customer's (issue 27; useCustomerTexts). */
export function buildReminderMessage({ customerName, storeName, balanceCents }: ReminderInput, tr: typeof t = t): string {
  const store = storeName.trim() || tr('statementTexts.unnamedStore');
  return tr('customers.reminderMessage', { name: customerName.trim(), store, balance: formatCents(balanceCents) });
}

/** wa.me wants the number as digits only (country code included, no plus). */
export function whatsAppReminderLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** `sms:<number>?&body=` works on both iOS and Android. */
export function smsReminderLink(phone: string, message: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(message)}`;
}

/** Both links, or null when there is nothing to remind about. */
export function reminderLinks(phone: string, input: ReminderInput, tr: typeof t = t): { whatsApp: string; sms: string } | null {
  if (input.balanceCents <= 0 || phone.replace(/\D/g, '') === '') return null;
  const message = buildReminderMessage(input, tr);
  return { whatsApp: whatsAppReminderLink(phone, message), sms: smsReminderLink(phone, message) };
}

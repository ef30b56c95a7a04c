import { formatDateLong } from '#shared/dates';
import { formatCents } from '#shared/money';
import { localeOf, type Language } from '#shared/i18n/languages';
import type { MailMessage } from '../mail/mail-message';
import { mailText } from '../mail/mail-texts';
import { layout } from '../mail/templates';

export const ownerNoticeKinds = ['trial_ending', 'trial_ended', 'payment_received', 'payment_failed', 'subscription_cancelled'] as const;
export type OwnerNoticeKind = (typeof ownerNoticeKinds)[number];

/** What an owner email says beyond the store: dates as ISO strings, amounts in cents. */
export type NoticeDetails = { date?: string | null; amountCents?: number | null; method?: 'card' | 'check' };

type Recipient = { email: string; firstName: string; storeName: string; timezone: string; appUrl: string; language: Language };

type Content = { subject: string; lines: string[]; action?: string };

/** What each notice says, in the owner's language (issue 27: mail/texts/<language>.ts). */
function content(kind: OwnerNoticeKind, d: NoticeDetails, r: Recipient): Content {
  const t = mailText(r.language);
  const store = r.storeName;
  const date = d.date ? formatDateLong(d.date, r.timezone, localeOf(r.language)) : '';
  const amount = d.amountCents ? formatCents(d.amountCents) : null;
  switch (kind) {
    case 'trial_ending':
      return { subject: t('trialEndingSubject'), lines: [t('trialEndingLine', { store, date }), t('trialEndingPay')], action: t('subscribeNow') };
    case 'trial_ended':
      return { subject: t('trialEndedSubject'), lines: [t('trialEndedLine', { store, date }), t('trialEndedData')], action: t('subscribeNow') };
    case 'payment_received': {
      const method = d.method === 'check' ? 'check' : 'card';
      const received = amount ? t('paymentReceivedAmountLine', { method, amount, store }) : t('paymentReceivedLine', { method, store });
      return { subject: t('paymentReceivedSubject'), lines: [received, date ? t('activeUntil', { date }) : t('active')] };
    }
    case 'payment_failed':
      return {
        subject: t('paymentFailedSubject'),
        lines: [amount ? t('paymentFailedAmountLine', { amount, store }) : t('paymentFailedLine', { store }), t('paymentFailedUpdate')],
        action: t('updatePaymentMethod'),
      };
    case 'subscription_cancelled':
      return { subject: t('cancelledSubject'), lines: [t('cancelledLine', { store }), t('cancelledData')], action: t('subscribeAgain') };
  }
}

/** The owner email for one notice, in the owner's language. */
export function ownerNoticeEmail(kind: OwnerNoticeKind, details: NoticeDetails, recipient: Recipient): MailMessage {
  const t = mailText(recipient.language);
  const { subject, lines, action } = content(kind, details, recipient);
  const greeting = recipient.firstName ? t('greeting', { name: recipient.firstName }) : t('hello');
  const url = `${recipient.appUrl}/dashboard`;
  const all = [greeting, ...lines];
  return {
    to: recipient.email,
    subject,
    text: `${all.join('\n\n')}${action ? `\n\n${action}: ${url}` : ''}`,
    html: layout(subject, all, action ? { label: action, url } : undefined, recipient.language),
  };
}

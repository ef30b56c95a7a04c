import { formatDateLong } from '#shared/dates';
import { formatCents } from '#shared/money';
import type { MailMessage } from '../mail/mailer';
import { layout } from '../mail/templates';

export const ownerNoticeKinds = ['trial_ending', 'trial_ended', 'payment_received', 'payment_failed', 'subscription_cancelled'] as const;
export type OwnerNoticeKind = (typeof ownerNoticeKinds)[number];

/** What an owner email says beyond the store: dates as ISO strings, amounts in cents. */
export type NoticeDetails = { date?: string | null; amountCents?: number | null; method?: 'card' | 'check' };

type Recipient = { email: string; firstName: string; storeName: string; timezone: string; appUrl: string };

function content(kind: OwnerNoticeKind, d: NoticeDetails, r: Recipient): { subject: string; lines: string[]; action?: string } {
  const date = d.date ? formatDateLong(d.date, r.timezone) : null;
  const amount = d.amountCents ? formatCents(d.amountCents) : null;
  switch (kind) {
    case 'trial_ending':
      return {
        subject: 'Your Corner Store free trial ends in 3 days',
        lines: [`The free trial of ${r.storeName} ends on ${date}.`, 'Subscribe to keep recording sales and credit: pay by card, or mail a cheque (allow 5-7 business days).'],
        action: 'Subscribe now',
      };
    case 'trial_ended':
      return {
        subject: 'Your Corner Store free trial has ended',
        lines: [`The free trial of ${r.storeName} ended on ${date}.`, 'Your data is safe and you can still view it, but changes cannot be saved until you subscribe.'],
        action: 'Subscribe now',
      };
    case 'payment_received':
      return {
        subject: 'Payment received: thank you',
        lines: [
          `We received your ${d.method === 'check' ? 'cheque' : 'card'} payment${amount ? ` of ${amount}` : ''} for ${r.storeName}.`,
          date ? `Your subscription is active until ${date}.` : 'Your subscription is active.',
        ],
      };
    case 'payment_failed':
      return {
        subject: 'Your Corner Store payment failed',
        lines: [`We could not charge your card${amount ? ` ${amount}` : ''} for ${r.storeName}.`, 'Please update your payment method to keep your subscription active.'],
        action: 'Update payment method',
      };
    case 'subscription_cancelled':
      return {
        subject: 'Your Corner Store subscription was cancelled',
        lines: [`The subscription of ${r.storeName} was cancelled.`, 'Your data is safe and you can still view it. Subscribe again at any time to keep recording sales and credit.'],
        action: 'Subscribe again',
      };
  }
}

/** The owner email for one notice. */
export function ownerNoticeEmail(kind: OwnerNoticeKind, details: NoticeDetails, recipient: Recipient): MailMessage {
  const { subject, lines, action } = content(kind, details, recipient);
  const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hello,';
  const url = `${recipient.appUrl}/dashboard`;
  const all = [greeting, ...lines];
  return {
    to: recipient.email,
    subject,
    text: `${all.join('\n\n')}${action ? `\n\n${action}: ${url}` : ''}`,
    html: layout(subject, all, action ? { label: action, url } : undefined),
  };
}

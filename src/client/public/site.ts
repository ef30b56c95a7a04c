import { formatCents } from '#shared/money';
import { PLAN_PRICE_CENTS } from '#shared/subscription/pricing';
import { TRIAL_DAYS } from '#shared/subscription/subscription';

/** Facts the public pages print, in every language. Build-time only: nothing here reaches the browser as JS. */
export const site = {
  name: 'Corner Store',
  planPrice: formatCents(PLAN_PRICE_CENTS),
  trialDays: TRIAL_DAYS,
  supportEmail: 'support@cornerstore.app',
  phoneDisplay: '+1 (555) 014-2387',
  phoneHref: 'tel:+15550142387',
  address: ['Corner Store', '1250 Market Street, Suite 400', 'Columbus, OH 43215'],
  contactReplyHours: 24,
  termsReplyHours: 48,
} as const;

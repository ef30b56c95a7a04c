/**
 * The words of each push message (decision 030): the server sends a kind and parameters, never
 * display text. Bundled into the service worker: no DOM, no zod.
 */
type Texts = { title: string; body: string };

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

function formatDay(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : dateFormat.format(day);
}

export function pushTexts(kind: unknown, params: Record<string, unknown>): Texts {
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  switch (kind) {
    case 'test':
      return { title: 'Corner Store', body: 'Notifications are working on this device.' };
    case 'trial-ending': {
      const day = formatDay(text('endDate'));
      return { title: 'Your free trial ends soon', body: `${day ? `Your free trial ends on ${day}.` : 'Your free trial ends soon.'} Subscribe to keep using Corner Store.` };
    }
    case 'payment-failed':
      return { title: 'Payment failed', body: 'We could not take your subscription payment. Please update your payment method.' };
    case 'community-post':
      return { title: 'Important community post', body: text('postTitle')?.slice(0, 200) ?? 'A new important post is on the community board.' };
    default:
      return { title: 'Corner Store', body: 'You have a new notification.' };
  }
}

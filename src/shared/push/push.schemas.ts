import { z } from 'zod';
import { isSafeText } from '../validation/primitives';

export { notificationPage } from './notification-page';

/**
 * Web Push (issue 12 point 7): what the browser sends when it subscribes a device, and what a
 * notification carries. Keys are base64url: p256dh is an uncompressed P-256 point (65 bytes → 87
 * characters), auth a 16-byte secret (22 characters).
 */
const base64url = (length: number) => z.string({ error: 'required' }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), 'invalid_key');

/** The longest endpoint URL we keep (push services use a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

export const pushEndpointSchema = z
  .string({ error: 'required' })
  .max(MAX_ENDPOINT_LENGTH, 'too_long')
  .refine((value) => isSafeText(value), 'invalid_characters')
  .refine((value) => URL.canParse(value), 'invalid_url');

export const pushSubscribeInputSchema = z
  .object({
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(87), auth: base64url(22) }).strict(),
  })
  .strict();
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

export const pushEndpointInputSchema = z.object({ endpoint: pushEndpointSchema }).strict();
export type PushEndpointInput = z.infer<typeof pushEndpointInputSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

export const pushDeliverySchema = z.object({ delivered: z.number().int(), removed: z.number().int(), failed: z.number().int() });
export type PushDelivery = z.infer<typeof pushDeliverySchema>;

/** The kinds of push message; the service worker holds their words (src/client/texts/push.ts). */
export const pushKinds = ['test', 'trial-ending', 'payment-failed', 'community-post'] as const;
export type PushKind = (typeof pushKinds)[number];

/**
 * What a push message carries (JSON, encrypted). No display text from the server: the service
 * worker turns `kind` and `params` into the notification's words, and opens `page` on click.
 * - 'trial-ending': params.endDate ('YYYY-MM-DD');
 * - 'community-post': params.postTitle (the post's own title, written by a person);
 * - 'test', 'payment-failed': no params.
 */
export type PushNotification = {
  kind: PushKind;
  /** A path of this app ('/dashboard/community'); anything else opens /dashboard. */
  page: string;
  params?: Record<string, string>;
  /** The recipient's language ('en', 'es'; issue 27), set per device when sent (push-sender.ts). */
  language?: string;
};

/** Hosts a push endpoint may never name, whatever they resolve to. */
function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || (!host.includes('.') && !host.includes(':'));
}

/**
 * The first check of a push endpoint, before any address is looked at: an https URL on a public
 * host name, with no user name or password. (The server then refuses private and loopback
 * addresses, literal or resolved: src/server/push/endpoint-guard.ts.)
 */
export function isPushEndpointShapeAllowed(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && !isLocalHostname(url.hostname);
}

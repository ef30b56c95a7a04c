import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushNotification } from '#shared/push/push.schemas';
import { isEndpointAllowed, isTestEndpoint, publicOnlyLookup } from './endpoint-guard';
import type { VapidKeys } from './vapid-keys';

export type StoredSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What happened to one message: delivered, gone (404/410: remove the subscription), or failed. */
export type SendOutcome = 'delivered' | 'gone' | 'failed';

export type PushSendOptions = { vapid: VapidKeys; subject: string; testOrigin?: string; timeoutMs?: number };

const TTL_SECONDS = 24 * 60 * 60;

/**
 * Send one Web Push message: `web-push` signs the VAPID JWT and encrypts the payload (aes128gcm,
 * RFC 8291); the request itself goes out here, so the endpoint is checked first and the connection
 * may only reach a public address (decision 031).
 */
export async function sendPush(subscription: StoredSubscription, notification: PushNotification, options: PushSendOptions): Promise<SendOutcome> {
  if (!isEndpointAllowed(subscription.endpoint, options.testOrigin) || !isValidBrowserKey(subscription.keys.p256dh)) return 'gone';
  const isTest = isTestEndpoint(subscription.endpoint, options.testOrigin);
  try {
    const details = webpush.generateRequestDetails(subscription, JSON.stringify(notification), {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency: 'normal',
    });
    const status = await post(details.endpoint, details.headers, details.body, isTest, options.timeoutMs ?? 10_000);
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'delivered' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Whether p256dh is a point on P-256 (a subscription whose key is not can never be sent to). */
export function isValidBrowserKey(p256dh: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

function post(endpoint: string, headers: Record<string, string>, body: Buffer | null, isTest: boolean, timeoutMs: number): Promise<number> {
  const url = new URL(endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: 'POST', headers, timeout: timeoutMs, ...(isTest ? {} : { lookup: publicOnlyLookup }) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push request timed out')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

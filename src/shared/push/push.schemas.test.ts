import { describe, expect, it } from 'vitest';
import { isPushEndpointShapeAllowed, notificationPage, pushSubscribeInputSchema } from './push.schemas';

describe('push endpoint shape', () => {
  it('allows https URLs on public host names', () => {
    expect(isPushEndpointShapeAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPushEndpointShapeAllowed('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
  });

  it('refuses http, local names, credentials and garbage', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push',
      'https://api.localhost/push',
      'https://printer.local/push',
      'https://metadata.google.internal/computeMetadata',
      'https://intranet/push',
      'https://user:pw@push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
    ]) {
      expect(isPushEndpointShapeAllowed(endpoint), endpoint).toBe(false);
    }
  });
});

describe('notification page', () => {
  it('keeps same-app paths and turns everything else into /dashboard', () => {
    expect(notificationPage('/dashboard/community')).toBe('/dashboard/community');
    expect(notificationPage('//evil.example/x')).toBe('/dashboard');
    expect(notificationPage('https://evil.example/')).toBe('/dashboard');
    expect(notificationPage('/\\evil.example')).toBe('/dashboard');
    expect(notificationPage(undefined)).toBe('/dashboard');
  });
});

describe('subscribe input', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it('takes what PushSubscription.toJSON() gives', () => {
    expect(pushSubscribeInputSchema.safeParse({ endpoint: 'https://push.example.com/x', expirationTime: null, keys }).success).toBe(true);
  });
  it('refuses keys of the wrong length or alphabet', () => {
    expect(pushSubscribeInputSchema.safeParse({ endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'a'.repeat(21) } }).success).toBe(false);
    expect(pushSubscribeInputSchema.safeParse({ endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: `${'B'.repeat(86)}=` } }).success).toBe(false);
  });
});

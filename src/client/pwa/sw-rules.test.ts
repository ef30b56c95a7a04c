import { describe, expect, it } from 'vitest';
import { cacheName, clickTarget, isOldCache, notificationFromPush, routeRequest } from './sw-rules';

const origin = 'https://store.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the service worker may answer', () => {
  it('never touches the API, other methods or other origins', () => {
    expect(routeRequest(get('/api/session'), origin)).toBe('network');
    expect(routeRequest(get('/api/customers/1/statement', 'navigate'), origin)).toBe('network');
    expect(routeRequest(get('/api/exports/customers.csv'), origin)).toBe('network');
    expect(routeRequest({ method: 'POST', url: `${origin}/assets/app.js`, mode: 'cors' }, origin)).toBe('network');
    expect(routeRequest({ method: 'GET', url: 'https://cdn.example/assets/x.js', mode: 'cors' }, origin)).toBe('network');
  });

  it('serves app pages from the shell and built files from the cache', () => {
    expect(routeRequest(get('/dashboard/customers/42', 'navigate'), origin)).toBe('shell');
    expect(routeRequest(get('/auth', 'navigate'), origin)).toBe('shell');
    expect(routeRequest(get('/', 'navigate'), origin)).toBe('network');
    expect(routeRequest(get('/pricing', 'navigate'), origin)).toBe('network');
    expect(routeRequest(get('/assets/index-abc123.js'), origin)).toBe('static');
    expect(routeRequest(get('/icons/icon-192.png'), origin)).toBe('static');
    expect(routeRequest(get('/manifest.webmanifest'), origin)).toBe('static');
    expect(routeRequest(get('/sw.js'), origin)).toBe('network');
  });

  it('keeps one cache per build', () => {
    expect(isOldCache(cacheName('a1'), 'b2')).toBe(true);
    expect(isOldCache(cacheName('b2'), 'b2')).toBe(false);
    expect(isOldCache('someone-elses-cache', 'b2')).toBe(false);
  });
});

describe('push messages', () => {
  it('shows the title and body and opens the page the data names', () => {
    const shown = notificationFromPush(JSON.stringify({ kind: 'community-post', params: { postTitle: 'Road closed' }, page: '/dashboard/community' }));
    expect(shown).toMatchObject({ title: 'Important community post', options: { body: 'Road closed', tag: 'community-post', data: { page: '/dashboard/community' } } });
    expect(clickTarget(shown.options.data, origin)).toBe(`${origin}/dashboard/community`);
  });

  it('holds the words of every kind (the server sends none)', () => {
    expect(notificationFromPush(JSON.stringify({ kind: 'trial-ending', params: { endDate: '2026-12-08' }, page: '/dashboard' })).options.body).toBe(
      'Your free trial ends on Dec 08, 2026. Subscribe to keep using Corner Store.',
    );
    expect(notificationFromPush(JSON.stringify({ kind: 'payment-failed', page: '/dashboard' })).title).toBe('Payment failed');
    expect(notificationFromPush(JSON.stringify({ kind: 'test', page: '/dashboard' })).options.body).toBe('Notifications are working on this device.');
    expect(notificationFromPush(JSON.stringify({ kind: 'who-knows', title: 'Server text', page: '/dashboard' })).title).toBe('Corner Store');
  });

  it("words them in the recipient's language the server names (issue 27), English for anything else", () => {
    const spanish = (data: object) => notificationFromPush(JSON.stringify({ page: '/dashboard', language: 'es', ...data }));
    expect(spanish({ kind: 'trial-ending', params: { endDate: '2026-12-08' } })).toMatchObject({
      title: 'Su prueba gratis termina pronto',
      options: { body: 'Su prueba gratis termina el 08 dic 2026. Suscríbase para seguir usando Corner Store.' },
    });
    expect(spanish({ kind: 'payment-failed' }).title).toBe('No se pudo cobrar el pago');
    expect(spanish({ kind: 'community-post' })).toMatchObject({ title: 'Publicación importante de la comunidad', options: { body: 'Hay una nueva publicación importante en la comunidad.' } });
    expect(spanish({ kind: 'test' }).options.body).toBe('Las notificaciones funcionan en este dispositivo.');
    expect(notificationFromPush(JSON.stringify({ kind: 'test', page: '/dashboard', language: 'xx' })).options.body).toBe('Notifications are working on this device.');
  });

  it('never opens another site, and survives garbage', () => {
    expect(clickTarget({ page: 'https://evil.example/' }, origin)).toBe(`${origin}/dashboard`);
    expect(clickTarget({ page: '//evil.example/' }, origin)).toBe(`${origin}/dashboard`);
    expect(notificationFromPush('not json')).toMatchObject({ title: 'Corner Store', options: { data: { page: '/dashboard' } } });
    expect(notificationFromPush(null).title).toBe('Corner Store');
  });
});

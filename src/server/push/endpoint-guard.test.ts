import { describe, expect, it } from 'vitest';
import { isEndpointAllowed, isPrivateAddress, publicOnlyLookup } from './endpoint-guard';

describe('push endpoint guard', () => {
  it('calls private, loopback, link-local and reserved addresses private', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '224.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['142.250.72.10', '8.8.8.8', '2607:f8b0:4005:80b::200a', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses endpoints naming a private address, http, or local names', () => {
    for (const endpoint of ['https://127.0.0.1/x', 'https://[::1]/x', 'https://10.0.0.5/x', 'https://169.254.169.254/latest', 'https://[::ffff:127.0.0.1]/x', 'http://fcm.googleapis.com/x', 'https://localhost:8443/x']) {
      expect(isEndpointAllowed(endpoint), endpoint).toBe(false);
    }
    expect(isEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isEndpointAllowed('https://8.8.8.8/x')).toBe(true);
  });

  it('lets through only the exact test origin when one is configured', () => {
    expect(isEndpointAllowed('http://127.0.0.1:4555/push/1', 'http://127.0.0.1:4555')).toBe(true);
    expect(isEndpointAllowed('http://127.0.0.1:4556/push/1', 'http://127.0.0.1:4555')).toBe(false);
    expect(isEndpointAllowed('http://127.0.0.1:4555/push/1')).toBe(false);
  });

  it('fails the connection when the name resolves to a loopback address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.code).toBe('EPUSHPRIVATE');
  });
});

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

  it('judges every IPv6 form by the IPv4 address it carries (issue 22 point 6)', () => {
    const privateForms = {
      'IPv4-compatible, dotted': '::127.0.0.1',
      'IPv4-compatible, hex (as the URL parser writes it)': '::7f00:1',
      'IPv4-compatible, public inside (deprecated block)': '::8.8.8.8',
      'IPv4-mapped, hex': '::ffff:a00:1',
      'IPv4-mapped, upper case and spelt out': '0:0:0:0:0:FFFF:7F00:0001',
      'IPv4-translated (SIIT)': '::ffff:0:7f00:1',
      'NAT64 well-known prefix': '64:ff9b::a9fe:a9fe',
      'NAT64 of a public address': '64:ff9b::808:808',
      'NAT64 local-use prefix': '64:ff9b:1::1',
      '6to4 of 192.168.1.1': '2002:c0a8:101::1',
      '6to4 of 127.0.0.1': '2002:7f00:1:0:0:0:0:1',
      'Teredo with client 10.0.0.1': '2001:0:4136:e378:8000:63bf:f5ff:fffe',
      'Teredo with server 127.0.0.1': '2001:0:7f00:1::1',
      'loopback spelt out': '0:0:0:0:0:0:0:1',
      'unspecified': '::',
      'unique local, upper case': 'FD12:3456::1',
      'link-local with a zone': 'fe80::1%eth0',
    };
    for (const [label, address] of Object.entries(privateForms)) expect(isPrivateAddress(address), label).toBe(true);
    const publicForms = ['::ffff:808:808', '::ffff:8.8.8.8', '2002:808:808::1', '2001:0:808:808:0:0:f7f7:f7f7', '2606:4700:4700::1111'];
    for (const address of publicForms) expect(isPrivateAddress(address), address).toBe(false);
    for (const endpoint of ['https://[::127.0.0.1]:8443/p', 'https://[::ffff:0:a00:1]/p', 'https://[2002:a00:1::]/p', 'https://[64:ff9b::7f00:1]/p']) {
      expect(isEndpointAllowed(endpoint), endpoint).toBe(false);
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

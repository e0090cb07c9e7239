import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hostIsAllowed, isRefusedAddress, literalHostRefused } from './web-fetch.ts';

/** Issue 24 §3: every IANA special-purpose range and the host's own addresses are refused. */
describe('server-side fetch address rules', () => {
  it.each([
    ['192.0.2.2', 'TEST-NET-1 (the host address that reached internal services)'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['100.64.1.1', 'CGNAT'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:c000:202', 'IPv4-mapped TEST-NET-1 in hex'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['2002:7f00:1::1', '6to4 (embeds 127.0.0.1)'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['100::1', 'discard-only'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.215.14', '::ffff:5db8:d70e'])(
    'allows the public address %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );

  it("refuses the host's own interface addresses, whatever their range", () => {
    const own = Object.values(os.networkInterfaces())
      .flat()
      .map((entry) => entry?.address)
      .filter((address): address is string => typeof address === 'string' && !address.includes('%'));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isRefusedAddress(address), address).toBe(true);
  });

  it('refuses localhost and literal private hosts as typed; names wait for resolution', () => {
    expect(literalHostRefused('localhost')).toBe(true);
    expect(literalHostRefused('[::1]')).toBe(true);
    expect(literalHostRefused('192.0.2.2')).toBe(true);
    expect(literalHostRefused('ingest.example.com')).toBe(false);
  });

  it('checks every address a name resolves to before a push connects', async () => {
    expect(await hostIsAllowed('localhost', false)).toBe(false);
    expect(await hostIsAllowed('127.0.0.1', false)).toBe(false);
    expect(await hostIsAllowed('no-such-host.invalid', false)).toBe(false);
    expect(await hostIsAllowed('127.0.0.1', true)).toBe(true);
  });
});

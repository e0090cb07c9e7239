import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import { AppError, badRequest, tooLarge } from '../http/app-error.ts';

export interface WebFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The operator allows loopback / private / link-local targets (WEB_FETCH_ALLOW_PRIVATE=1). */
  allowPrivate: boolean;
}

export interface FetchedPage {
  bytes: Buffer;
  /** Lower-case media type without parameters ('' when absent). */
  contentType: string;
  /** The address after redirects. */
  url: string;
}

/**
 * Addresses a server-side fetch must never reach: every IANA special-purpose range (loopback,
 * private, link-local, CGNAT, documentation, benchmarking, protocol assignments, multicast,
 * reserved) and the IPv6 equivalents, plus the host's own interface addresses (below).
 */
const REFUSED_V4 = new net.BlockList();
// Separate lists: a BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d).
const REFUSED_V6 = new net.BlockList();
const IPV4_MAPPED = new net.BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  REFUSED_V6.addSubnet(network, prefix, 'ipv6');

/**
 * The host's own addresses: a service bound to 0.0.0.0 answers on a public-looking interface
 * address too (issue 24 §3: 192.0.2.2 reached the host's own services). Read at each check, so
 * an interface that comes up later is covered.
 */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .map((entry) => entry?.address.toLowerCase().replace(/%.*$/, ''))
      .filter((address): address is string => Boolean(address)),
  );
}

export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isRefusedAddress(mapped[1]);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex?.[1] && mappedHex[2]) {
    const high = parseInt(mappedHex[1], 16);
    const low = parseInt(mappedHex[2], 16);
    return isRefusedAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4 ? REFUSED_V4.check(address, 'ipv4') : REFUSED_V6.check(address, 'ipv6')) return true;
  // Any other spelling of an IPv4-mapped address is refused rather than decoded.
  if (family === 6 && IPV4_MAPPED.check(address, 'ipv6')) return true;
  return ownAddresses().has(address.toLowerCase());
}

/** A host as typed: localhost or a literal refused address (names are checked when they resolve). */
export function literalHostRefused(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare.toLowerCase() === 'localhost' || (net.isIP(bare) !== 0 && isRefusedAddress(bare));
}

/**
 * Every address a host name resolves to is public (or the operator allows private targets).
 * For clients that resolve by themselves (ffmpeg's RTMP push): checked just before they connect.
 */
export async function hostIsAllowed(host: string, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return true;
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare.toLowerCase() === 'localhost') return false;
  if (net.isIP(bare)) return !isRefusedAddress(bare);
  try {
    const addresses = await dns.promises.lookup(bare, { all: true });
    return addresses.length > 0 && addresses.every((entry) => !isRefusedAddress(entry.address));
  } catch {
    return false;
  }
}

/**
 * Fetches a web page for a knowledge base: http/https only, a total time limit, a size limit and
 * at most `maxRedirects` redirects, each hop checked anew. Every address a name resolves to is
 * checked at connect time (the socket's own lookup), so a name cannot resolve to a public address
 * for the check and a private one for the connection.
 */
export async function fetchWebPage(address: string, limits: WebFetchLimits): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = parseTarget(address);
  for (let hop = 0; ; hop++) {
    const response = await request(url, limits, signal);
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= limits.maxRedirects) throw badRequest('webPageFetchFailed');
      url = parseTarget(new URL(response.location, url).toString());
      continue;
    }
    if (response.status < 200 || response.status >= 300) throw badRequest('webPageFetchFailed');
    return { bytes: await response.body(), contentType: response.contentType, url: url.toString() };
  }
}

function parseTarget(address: string): URL {
  if (!URL.canParse(address)) throw badRequest('webPageUrlInvalid');
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('webPageUrlInvalid');
  return url;
}

interface PendingResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body(): Promise<Buffer>;
}

function request(url: URL, limits: WebFetchLimits, signal: AbortSignal): Promise<PendingResponse> {
  const refused = new AppError('webPageAddressRefused', 400);
  // The socket reports the lookup's error as its own; the marker tells it apart from DNS failures.
  const refusal = Object.assign(new Error('address refused'), { code: 'EADDRREFUSED' });
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!limits.allowPrivate && addresses.some((entry) => isRefusedAddress(entry.address))) return callback(refusal, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error('no address'), '', 0);
      callback(null, first.address, first.family);
    });
  };
  // A literal IP never goes through lookup, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !limits.allowPrivate && isRefusedAddress(host)) return Promise.reject(refused);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup, signal, headers: { 'user-agent': 'Orator knowledge fetcher', accept: '*/*' } }, (res) => {
      const status = res.statusCode ?? 0;
      const declared = Number(res.headers['content-length'] ?? 0);
      if (status >= 200 && status < 300 && declared > limits.maxBytes) {
        res.destroy();
        return reject(tooLarge('fileSizeExceeded'));
      }
      resolve({
        status,
        location: res.headers.location,
        contentType: (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
        body: () =>
          new Promise<Buffer>((done, fail) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > limits.maxBytes) {
                res.destroy();
                fail(tooLarge('fileSizeExceeded'));
              } else chunks.push(chunk);
            });
            res.on('end', () => done(Buffer.concat(chunks)));
            res.on('error', () => fail(badRequest('webPageFetchFailed')));
          }),
      });
      if (status < 200 || status >= 300) res.resume(); // redirects and errors: the body is not read
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(error.code === refusal.code ? refused : badRequest('webPageFetchFailed')));
  });
}

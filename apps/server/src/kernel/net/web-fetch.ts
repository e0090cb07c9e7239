import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
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

/** Addresses a server-side fetch must never reach: loopback, private, link-local, CGNAT, multicast, reserved. */
const REFUSED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv6');

export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return REFUSED.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
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

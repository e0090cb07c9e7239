import crypto from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { isRefusedAddress, literalHostRefused } from '../../../kernel/net/web-fetch.ts';

/** `v1=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret (WEBHOOK_HEADERS.signature). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * A receiver's address as entered: http(s) only, and (unless the operator allows private targets,
 * WEB_FETCH_ALLOW_PRIVATE) no literal loopback / private / link-local address. Names are checked
 * again at every delivery, when they resolve (the URL wizard's guard, knowledge/web-fetch.ts).
 */
export function checkWebhookUrl(address: string, allowPrivate: boolean): string {
  if (!URL.canParse(address)) throw badRequest('webPageUrlInvalid');
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('webPageUrlInvalid');
  if (!allowPrivate && literalHostRefused(url.hostname)) throw badRequest('webPageAddressRefused');
  return url.toString();
}

export interface PostOutcome {
  /** Null when no response came. */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs one delivery. Every address the name resolves to is checked at connect time (a name
 * cannot pass the check with a public address and connect to a private one). Never throws.
 */
export function postWebhook(
  address: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostOutcome => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  let url: URL;
  try {
    url = new URL(checkWebhookUrl(address, options.allowPrivate));
  } catch {
    return Promise.resolve(done(null, 'address refused'));
  }
  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true, family: lookupOptions.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!options.allowPrivate && addresses.some((entry) => isRefusedAddress(entry.address)))
        return callback(Object.assign(new Error('address refused'), { code: 'EADDRREFUSED' }), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error('no address'), '', 0);
      callback(null, first.address, first.family);
    });
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Orator-Webhooks/1',
          ...headers,
        },
      },
      (response) => {
        // Only the status matters; the body is drained so the socket is released.
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    request.on('error', (error) => resolve(done(null, error.message.slice(0, 200))));
    request.end(body);
  });
}

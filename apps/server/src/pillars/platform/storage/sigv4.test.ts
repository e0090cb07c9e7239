import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { expectedSignature, parseAuthorizationHeader, queryOf } from './sigv4.ts';
import { verifySigV4 } from './sigv4-verify.ts';

const EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('SigV4 canonicalisation (AWS S3 documented example: GET object)', () => {
  // From the S3 API reference, "Example: GET Object" of the SigV4 header-auth examples.
  const request = {
    method: 'GET',
    rawPath: '/test.txt',
    rawQuery: '',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY_SHA,
      'x-amz-date': '20130524T000000Z',
    },
  };
  const signed = ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'];
  const credential = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', date: '20130524', region: 'us-east-1', service: 's3' };

  it('computes the documented signature', async () => {
    const signature = await expectedSignature(request, credential, EXAMPLE_SECRET, new Date(Date.UTC(2013, 4, 24)), signed, EMPTY_SHA);
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
  it('verifies it end to end and rejects a wrong secret', async () => {
    const header = `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`;
    const now = Date.UTC(2013, 4, 24, 0, 5);
    const withAuth = { ...request, headers: { ...request.headers, authorization: header } };
    expect(await verifySigV4(withAuth, async () => EXAMPLE_SECRET, now)).toEqual({
      ok: true,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      payloadSha256: EMPTY_SHA,
    });
    expect(await verifySigV4(withAuth, async () => 'other', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySigV4(withAuth, async () => null, now)).toEqual({ ok: false, reason: 'unknownKey' });
    expect(await verifySigV4(withAuth, async () => EXAMPLE_SECRET, now + 3600_000)).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('wire pieces', () => {
  it('reads the query as the signer wants it: decoded, repeated names kept, plus stays plus', () => {
    expect(queryOf('uploads')).toEqual({ uploads: '' });
    expect(queryOf('prefix=a%2Fb&list-type=2&a=1&a=0&p=x+y')).toEqual({ prefix: 'a/b', 'list-type': '2', a: ['1', '0'], p: 'x+y' });
    expect(queryOf('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
  it('parses an Authorization header', () => {
    expect(
      parseAuthorizationHeader(
        'AWS4-HMAC-SHA256 Credential=AK/20240101/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=' + 'a'.repeat(64),
      ),
    ).toEqual({
      credential: { accessKeyId: 'AK', date: '20240101', region: 'eu-west-1', service: 's3' },
      signedHeaders: ['host', 'x-amz-date'],
      signature: 'a'.repeat(64),
    });
    expect(parseAuthorizationHeader('Bearer x')).toBeNull();
  });
});

describe('round trip with the AWS SDK signer', () => {
  const signer = new SignatureV4({
    credentials: { accessKeyId: 'AKTEST', secretAccessKey: 'secret/with+chars' },
    region: 'us-east-1',
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
  const lookup = async (id: string) => (id === 'AKTEST' ? 'secret/with+chars' : null);

  it.each<{ method: string; path: string; query: Record<string, string>; payload: string }>([
    {
      method: 'PUT',
      path: '/oss/orator/video/my%20clip(1).mp4',
      query: { partNumber: '2', uploadId: 'abc-123' },
      payload: 'UNSIGNED-PAYLOAD',
    },
    { method: 'GET', path: '/oss/orator', query: { 'list-type': '2', prefix: 'a/b c', 'continuation-token': 'x=y' }, payload: EMPTY_SHA },
    { method: 'POST', path: '/oss/orator/%E5%9B%BE.png', query: { uploads: '' }, payload: EMPTY_SHA },
  ])('verifies $method $path', async ({ method, path, query, payload }) => {
    const signed = await signer.sign({
      method,
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 9000,
      path,
      query,
      headers: { host: '127.0.0.1:9000', 'x-amz-content-sha256': payload, 'content-type': 'video/mp4' },
    });
    const rawQuery = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    const wire = { method, rawPath: path, rawQuery, headers: signed.headers };
    const outcome = await verifySigV4(wire, lookup);
    expect(outcome).toMatchObject({ ok: true, accessKeyId: 'AKTEST' });
    const tampered = await verifySigV4({ ...wire, rawPath: `${path}x` }, lookup);
    expect(tampered).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('verifies a presigned GET url', async () => {
    const presigned = await signer.presign(
      {
        method: 'GET',
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: 9000,
        path: '/oss/orator/a.png',
        query: {},
        headers: { host: '127.0.0.1:9000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      },
      { expiresIn: 300 },
    );
    const rawQuery = Object.entries(presigned.query ?? {})
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
    const wire = { method: 'GET', rawPath: '/oss/orator/a.png', rawQuery, headers: { host: '127.0.0.1:9000' } };
    expect(await verifySigV4(wire, lookup)).toMatchObject({ ok: true, payloadSha256: null });
    expect(await verifySigV4({ ...wire, rawQuery: `${rawQuery}&extra=1` }, lookup)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySigV4({ ...wire, headers: { host: 'other:9000' } }, lookup)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifySigV4(wire, lookup, Date.now() + 301_000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySigV4(wire, lookup, Date.now() - 16 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });
});

import { describe, expect, it } from 'vitest';
import { interpretResponse } from './outcome.ts';

describe('interpretResponse (product-rules#api-client, video and user client)', () => {
  it('unwraps data of code 200', () => {
    expect(interpretResponse(200, { code: 200, message: 'success', data: { a: 1 } })).toEqual({ kind: 'success', data: { a: 1 } });
  });

  it('treats 204 and non-envelope JSON as data', () => {
    expect(interpretResponse(204, null)).toEqual({ kind: 'success', data: null });
    expect(interpretResponse(200, { openapi: '3.1.0' })).toEqual({ kind: 'success', data: { openapi: '3.1.0' } });
  });

  it('shows the body message of code -1 even with HTTP 200/201', () => {
    const body = { code: -1, message: 'Wrong verification code', data: null };
    expect(interpretResponse(201, body)).toEqual({ kind: 'showMessage', message: 'Wrong verification code', body });
  });

  it('rejects other body codes with the body', () => {
    const body = { code: 501, message: 'partial', data: [1] };
    expect(interpretResponse(200, body)).toEqual({ kind: 'rejectWithBody', body });
  });

  it('asks for a login on HTTP 401, body code 401 and a missing wwid', () => {
    expect(interpretResponse(401, null).kind).toBe('loginRequired');
    expect(interpretResponse(200, { code: 401, message: 'Login expired', data: null }).kind).toBe('loginRequired');
    expect(interpretResponse(400, { code: -1, message: 'parameter wwid is missing', data: null }).kind).toBe('loginRequired');
  });

  it('does not mistake an unrelated message for the wwid case', () => {
    expect(interpretResponse(200, { code: -1, message: 'wwid accepted', data: null }).kind).toBe('showMessage');
  });

  it('shows the message of an error status, or the network error without one', () => {
    expect(interpretResponse(429, { code: -1, message: 'Too many attempts', data: null })).toMatchObject({
      kind: 'showMessage',
      message: 'Too many attempts',
    });
    expect(interpretResponse(502, '<html>bad gateway</html>')).toEqual({ kind: 'networkError', status: 502 });
  });
});

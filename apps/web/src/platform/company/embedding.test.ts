import type { PublicCompanyConfig } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { acceptedMessage, targetOrigins } from './embedding.ts';

const parent = { name: 'parent window' };
const config: PublicCompanyConfig = { companyId: 'acme', embedOrigins: ['https://portal.acme.example'] };
const from = (origin: string, data: unknown, source: unknown = parent) => ({ origin, data, source }) as unknown as MessageEvent;

describe('embedding protocol (issue 15 §2)', () => {
  it('addresses messages to the allowed parents only, or any parent without a list', () => {
    expect(targetOrigins(config)).toEqual(['https://portal.acme.example']);
    expect(targetOrigins({ companyId: 'x' })).toEqual(['*']);
    expect(targetOrigins(null)).toEqual(['*']);
  });

  it('accepts well-formed messages from the parent at an allowed origin', () => {
    expect(acceptedMessage(from('https://portal.acme.example', { type: 'setLanguage', language: 'zh-TW' }), config, parent)).toEqual({
      type: 'setLanguage',
      language: 'zh-TW',
    });
    expect(acceptedMessage(from('https://portal.acme.example', { type: 'navigate', path: '/main/live' }), config, parent)).toMatchObject({
      path: '/main/live',
    });
    expect(acceptedMessage(from('https://portal.acme.example', { type: 'token', token: 'abc' }), config, parent)).toMatchObject({
      token: 'abc',
    });
  });

  it('refuses other origins, other windows, no allowed list, and malformed or off-site messages', () => {
    const ok = { type: 'setLanguage', language: 'en' };
    expect(acceptedMessage(from('https://evil.example', ok), config, parent)).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', ok, { other: true }), config, parent)).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', ok), { companyId: 'acme' }, parent)).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', ok), null, parent)).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', { type: 'setLanguage', language: 'fr' }), config, parent)).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', { type: 'navigate', path: '//evil.example/x' }), config, parent)).toBeNull();
    expect(
      acceptedMessage(from('https://portal.acme.example', { type: 'navigate', path: 'https://evil.example' }), config, parent),
    ).toBeNull();
    expect(acceptedMessage(from('https://portal.acme.example', 'toTrack'), config, parent)).toBeNull();
  });
});

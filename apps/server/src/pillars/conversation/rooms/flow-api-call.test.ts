import { describe, expect, it } from 'vitest';
import { isAllowedApiUrl, performApiCall } from './flow-api-call.ts';
import { voiceFor } from './flow-voice.ts';

describe('API-call node addresses (CONVERSATION_API_ALLOWLIST)', () => {
  const allowlist = ['https://crm.example', 'https://api.example/v1/', 'not a url'];

  it('an origin entry allows the origin; a path entry allows that path and below', () => {
    expect(isAllowedApiUrl('https://crm.example/any/path?q=1', allowlist)).toBe(true);
    expect(isAllowedApiUrl('https://api.example/v1', allowlist)).toBe(true);
    expect(isAllowedApiUrl('https://api.example/v1/lead', allowlist)).toBe(true);
    expect(isAllowedApiUrl('https://api.example/v10', allowlist)).toBe(false);
    expect(isAllowedApiUrl('https://api.example/v2/lead', allowlist)).toBe(false);
    expect(isAllowedApiUrl('http://crm.example/', allowlist)).toBe(false); // another scheme
    expect(isAllowedApiUrl('https://crm.example:8443/', allowlist)).toBe(false); // another port
    expect(isAllowedApiUrl('https://crm.example.evil.test/', allowlist)).toBe(false);
    expect(isAllowedApiUrl('https://user:pw@crm.example/', allowlist)).toBe(false);
    expect(isAllowedApiUrl('nonsense', allowlist)).toBe(false);
  });

  it('an empty list allows nothing, and a refused call is the error branch without a request', async () => {
    expect(isAllowedApiUrl('https://crm.example/', [])).toBe(false);
    const call = { type: 'callApi', url: 'https://crm.example/', method: 'POST', timeoutMs: 100, body: {} } as const;
    expect(await performApiCall(call, 's1', [])).toEqual({
      result: { type: 'apiResult', outcome: 'error' },
      problem: 'address not allowed: https://crm.example/',
    });
  });
});

describe('language node voice', () => {
  const voices = [
    { id: 'en-1', language: 'en', locale: 'en-US' },
    { id: 'zh-1', language: 'zhchs', locale: 'zh-CN' },
    { id: 'hk-1', language: 'zhcht-TW', locale: 'zh-HK' },
  ];
  it('keeps a voice that speaks the language, else takes the first that does, else keeps it', () => {
    expect(voiceFor(voices, 'en', 'en-1')).toBe('en-1');
    expect(voiceFor(voices, 'zh-CN', 'en-1')).toBe('zh-1');
    expect(voiceFor(voices, 'zhchs', 'en-1')).toBe('zh-1');
    expect(voiceFor(voices, 'zh-TW', 'zh-1')).toBe('hk-1');
    expect(voiceFor(voices, 'en-GB', 'zh-1')).toBe('en-1');
    expect(voiceFor(voices, 'fr', 'zh-1')).toBe('zh-1');
  });
});

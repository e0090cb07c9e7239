import { describe, expect, it } from 'vitest';
import { isChromium } from './browserSupport.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

describe('isChromium', () => {
  it('trusts client hints when the browser gives them', () => {
    expect(isChromium({ userAgent: FIREFOX, brands: [{ brand: 'Chromium' }, { brand: 'Google Chrome' }] })).toBe(true);
    expect(isChromium({ userAgent: CHROME, brands: [{ brand: 'Not A Brand' }] })).toBe(false);
  });

  it('reads the user-agent string otherwise', () => {
    expect(isChromium({ userAgent: CHROME })).toBe(true);
    expect(isChromium({ userAgent: EDGE })).toBe(true);
    expect(isChromium({ userAgent: FIREFOX })).toBe(false);
    expect(isChromium({ userAgent: SAFARI })).toBe(false);
    expect(isChromium({ userAgent: IOS_CHROME })).toBe(false);
  });
});

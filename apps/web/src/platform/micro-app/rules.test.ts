import { messageFor } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { assetUrl, checkMicroAppOptions, isMicroAppTag, MICRO_APP_VERSION, microAppTagOf } from './rules.ts';

describe('micro-app loader rules (spec §5, §9)', () => {
  it('is version 0.8.11', () => {
    expect(MICRO_APP_VERSION).toBe('0.8.11');
  });

  it('requires a non-empty name and url', () => {
    const tagName = 'micro-app-reports';
    expect(checkMicroAppOptions({ name: 'reports', url: 'https://r.example/', tagName })).toBeNull();
    expect(checkMicroAppOptions({ name: '', url: 'https://r.example/', tagName })).toBe('microAppNeedsNameAndUrl');
    expect(checkMicroAppOptions({ name: 'reports', url: '  ', tagName })).toBe('microAppNeedsNameAndUrl');
    expect(checkMicroAppOptions({ tagName })).toBe('microAppNeedsNameAndUrl');
    expect(messageFor('microAppNeedsNameAndUrl', 'en')).toBe('A micro-app needs a name and a url');
  });

  it('requires a custom tag beginning with micro-app', () => {
    expect(checkMicroAppOptions({ name: 'r', url: 'https://r.example/', tagName: 'div' })).toBe('microAppTagInvalid');
    expect(checkMicroAppOptions({ name: 'r', url: 'https://r.example/', tagName: 'my-micro-app' })).toBe('microAppTagInvalid');
    expect(isMicroAppTag('micro-app')).toBe(true);
    expect(isMicroAppTag('micro-app-reports')).toBe(true);
    expect(isMicroAppTag('micro-apps')).toBe(false);
    expect(isMicroAppTag('Micro-App-x')).toBe(false);
    expect(microAppTagOf('reports')).toBe('micro-app-reports');
  });

  it('resolves asset addresses against the sub-app and refuses other schemes', () => {
    expect(assetUrl('app.js', 'http://127.0.0.1:9000/sub/index.html')).toBe('http://127.0.0.1:9000/sub/app.js');
    expect(assetUrl('/x.css', 'http://127.0.0.1:9000/sub/')).toBe('http://127.0.0.1:9000/x.css');
    expect(assetUrl('javascript:alert(1)', 'http://127.0.0.1:9000/')).toBeNull();
    expect(assetUrl('data:text/css,x', 'http://127.0.0.1:9000/')).toBeNull();
  });
});

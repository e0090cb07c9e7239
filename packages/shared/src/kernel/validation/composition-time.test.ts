import { describe, expect, it } from 'vitest';
import { messageFor } from '../errors.ts';
import { compositionTimeRefusal } from './composition-time.ts';

describe('composition time (product-rules#export-tiers)', () => {
  it('accepts an export the balance covers', () => {
    expect(compositionTimeRefusal(32, 32)).toBeNull();
    expect(compositionTimeRefusal(32, 600)).toBeNull();
  });

  it('says what a short balance needs and has, not "no time left" (issue 24 §1)', () => {
    const refusal = compositionTimeRefusal(32, 11);
    expect(refusal).toEqual({ error: 'compositionTimeShort', params: { needed: 32, left: 11 } });
    expect(messageFor(refusal!.error, 'en', refusal!.params)).toBe(
      'This video needs 32 s of composition time and 11 s are left; buy more time in the member centre',
    );
    expect(messageFor(refusal!.error, 'zh-CN', refusal!.params)).toContain('32');
  });

  it('keeps "no time left" for an empty balance, and the administrator for a workspace', () => {
    expect(compositionTimeRefusal(32, 0)?.error).toBe('noCompositionTime');
    expect(compositionTimeRefusal(32, 11, 'enterprise')?.error).toBe('noCompositionTimeEnterprise');
  });
});

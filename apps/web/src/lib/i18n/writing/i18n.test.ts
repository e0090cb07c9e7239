import { LINE_AUDIENCES, LINE_STYLES } from '@orator/shared/assistant';
import { SCRIPT_SCENARIOS, SCRIPT_TONES } from '@orator/shared/wizards';
import { describe, expect, it } from 'vitest';
import { describeTextBundle } from '../textBundles.testing.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

describeTextBundle('writing vocabulary texts', { en, zhCN, zhTW }, 'tones');

describe('writing vocabulary labels', () => {
  it('name every tone, scenario, line style and audience the shared rules offer', () => {
    for (const bundle of [en, zhCN, zhTW]) {
      expect(Object.keys(bundle.tones).sort()).toEqual([...SCRIPT_TONES].sort());
      expect(Object.keys(bundle.scenarios).sort()).toEqual([...SCRIPT_SCENARIOS].sort());
      expect(Object.keys(bundle.lineStyles).sort()).toEqual([...LINE_STYLES].sort());
      expect(Object.keys(bundle.audiences).sort()).toEqual([...LINE_AUDIENCES].sort());
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, messageFor } from './errors.ts';

describe('error catalogue', () => {
  it('has a non-empty text in every UI language for every key', () => {
    for (const [key, texts] of Object.entries(ERROR_CATALOGUE)) {
      for (const language of ['en', 'zh-CN', 'zh-TW'] as const) expect(texts[language].trim(), `${key} ${language}`).not.toBe('');
    }
  });

  it('keeps the English messages as the product words them', () => {
    expect(messageFor('dubbingTextTooShort', 'en')).toBe('Some page copy is less than 15 characters, please complete it!');
    expect(messageFor('avatarDataError', 'en')).toBe('avatar data error');
    expect(messageFor('avatarBusinessOnly', 'en')).toBe('Only available to Business and Enterprise users');
    expect(messageFor('purchaseMembershipFirst', 'en')).toBe('Please purchase membership first');
    expect(messageFor('resolutionVipOnly', 'en')).toBe('resolution is VIP-only');
    expect(messageFor('watermarkMembersOnly', 'en')).toBe('watermark cannot be removed as a non-member');
  });

  it('answers in the caller language', () => {
    expect(messageFor('pasteNothingHeld', 'zhchs')).toBe('请先复制或剪切页面');
    expect(messageFor('alreadyTopLayer', 'zh-TW')).toBe('已經是頂層了');
  });
});

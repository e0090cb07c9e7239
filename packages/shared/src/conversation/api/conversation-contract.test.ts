import { describe, expect, it } from 'vitest';
import { isErrorKey } from '../../kernel/errors.ts';
import { missingForDemo, PROJECT_SIZES, ProjectSaveBody, roomPath, ShareTokenBody, sizeMatchesRatio } from './conversation.ts';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('conversational project contract (spec §5)', () => {
  const project = { name: 'Lobby', ratio: 'horizontal', width: 1920, height: 1080 } as const;

  it('requires a name and a size that matches the ratio', () => {
    expect(ProjectSaveBody.safeParse(project).success).toBe(true);
    expect(firstMessage(ProjectSaveBody.safeParse({ ...project, name: '  ' }))).toBe('nameRequired');
    expect(firstMessage(ProjectSaveBody.safeParse({ ...project, ratio: 'vertical' }))).toBe('projectRatioInvalid');
    expect(firstMessage(ProjectSaveBody.safeParse({ ...project, ratio: 'square' }))).toBe('projectRatioInvalid');
    expect(firstMessage(ProjectSaveBody.safeParse({ ...project, width: undefined }))).toBe('projectRatioInvalid');
    for (const ratio of ['horizontal', 'vertical'] as const) {
      for (const size of PROJECT_SIZES[ratio]) expect(sizeMatchesRatio(ratio, size.width, size.height)).toBe(true);
    }
    expect(sizeMatchesRatio('vertical', 1920, 1080)).toBe(false);
  });

  it('lists what is missing before demo or share, in the editor order', () => {
    const none = { inputBox: null, roleId: null, avatarId: null, voiceId: null };
    expect(missingForDemo(none)).toEqual(['inputBox', 'role', 'avatar', 'voice']);
    expect(missingForDemo({ ...none, roleId: 'r', voiceId: 'v' })).toEqual(['inputBox', 'avatar']);
    expect(missingForDemo({ inputBox: { placeholder: '', maxLength: 200 }, roleId: 'r', avatarId: 'a', voiceId: 'v' })).toEqual([]);
  });

  it('takes share validity of 1 to 30 whole days', () => {
    for (const validDays of [1, 30, '7']) expect(ShareTokenBody.safeParse({ projectId: 'p', validDays }).success).toBe(true);
    for (const validDays of [0, 31, 1.5, -1, 'x'])
      expect(firstMessage(ShareTokenBody.safeParse({ projectId: 'p', validDays }))).toBe('invalidShareValidity');
  });

  it('uses catalogue keys and room paths', () => {
    for (const key of ['projectRatioInvalid', 'projectNotReady', 'shareExpired', 'invalidShareValidity', 'nameRequired'])
      expect(isErrorKey(key)).toBe(true);
    expect(roomPath('p 1')).toBe('/aiask/digital/p%201');
    expect(roomPath('p', 'a-b_c')).toBe('/aiask/digital/p?share=a-b_c');
  });
});

import { RoleSaveBody, type Role } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { formToSaveBody, roleToForm } from './roleForm.ts';

const ROLE: Role = {
  id: 'r1',
  name: 'Front desk “Mia”',
  description: 'Answers visitors of Acme Ltd. about shipping (€5 flat) and returns.',
  modelTier: 'intermediate',
  greeting: '您好，我是 Mia。',
  fallbackPhrase: 'Sorry, I do not know that yet.',
  sensitivePhrase: 'Let us talk about something else.',
  answerPrefix: 'According to our handbook, ',
  sleepPhrase: 'Bye for now.',
  commonQuestions: ['How much is shipping?', '怎么退货？'],
  prompt: 'Be brief.',
  customParameters: [{ key: 'store', value: 'Berlin' }],
  historyTurns: 8,
  temperature: 0.3,
  maxReplyLength: 300,
  languageTemplates: [{ language: 'en', greeting: 'Hi', fallbackPhrase: 'No idea', sensitivePhrase: 'No', sleepPhrase: 'Bye' }],
  knowledgeBaseIds: ['kb1'],
  qaLibraryIds: ['qa1'],
  flowId: null,
  pluginIds: [],
  privateBaseId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('role form mapping', () => {
  it('round-trips a stored role into a body the contract accepts', () => {
    const body = formToSaveBody(roleToForm(ROLE), ROLE.id);
    const parsed = RoleSaveBody.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body).toMatchObject({
      id: 'r1',
      name: ROLE.name,
      commonQuestions: ROLE.commonQuestions,
      customParameters: ROLE.customParameters,
      knowledgeBaseIds: ['kb1'],
      qaLibraryIds: ['qa1'],
      historyTurns: 8,
    });
  });

  it('starts a new role from the contract defaults', () => {
    const values = roleToForm(null);
    expect(values).toMatchObject({ modelTier: 'basic', historyTurns: 5, temperature: 0.7, maxReplyLength: 500, commonQuestionsText: '' });
    // The two required phrases start filled, in the UI language, so a new role saves as it is.
    expect(values.fallbackPhrase).toMatch(/don't know/);
    expect(roleToForm(null, 'zh-CN').sensitivePhrase).toContain('抱歉');
    expect(RoleSaveBody.safeParse(formToSaveBody({ ...values, name: 'Helper' })).success).toBe(true);
  });

  it('drops blank common questions and parameter rows left empty', () => {
    const values = { ...roleToForm(ROLE), commonQuestionsText: '\n  Opening hours?  \n\n', customParameters: [{ key: ' ', value: 'x' }] };
    const body = formToSaveBody(values);
    expect(body.commonQuestions).toEqual(['Opening hours?']);
    expect(body.customParameters).toEqual([]);
    expect(body.id).toBeUndefined();
  });
});

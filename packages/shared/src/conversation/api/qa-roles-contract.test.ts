import { describe, expect, it } from 'vitest';
import { isErrorKey } from '../../kernel/errors.ts';
import { QaGenerateQuery, QaItemSaveBody, QaLibrarySaveBody } from './qa.ts';
import { AnswerEvent, RoleBasicFields, RoleSaveBody, incompleteTemplateLanguages } from './roles.ts';

/** The first issue message of a failed parse (routes turn catalogue keys into localized messages). */
function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const basic = {
  name: 'Front desk',
  fallbackPhrase: 'Sorry, I do not know that yet.',
  sensitivePhrase: 'Let us talk about something else.',
};

describe('Q&A contract (spec §5)', () => {
  it('requires name and language for a library, with a default threshold of 0.75', () => {
    expect(firstMessage(QaLibrarySaveBody.safeParse({ name: ' ', languages: ['en'] }))).toBe('nameRequired');
    expect(firstMessage(QaLibrarySaveBody.safeParse({ name: 'FAQ', languages: [] }))).toBe('qaLanguageRequired');
    expect(firstMessage(QaLibrarySaveBody.safeParse({ name: 'FAQ', languages: ['fr'] }))).toBe('qaLanguageRequired');
    const parsed = QaLibrarySaveBody.parse({ name: 'FAQ', languages: ['zhchs', 'en'] });
    expect(parsed.matchThreshold).toBe(0.75);
    expect(parsed.answerDirectly).toBe(true);
  });

  it('requires question, reply and language for an item and drops empty similar lines', () => {
    const item = { libraryId: 'l', standardQuestion: '营业时间？', answer: { text: '每天 9:00–18:00。' }, language: 'zhchs' };
    expect(firstMessage(QaItemSaveBody.safeParse({ ...item, standardQuestion: '' }))).toBe('qaQuestionRequired');
    expect(firstMessage(QaItemSaveBody.safeParse({ ...item, answer: { text: ' ' } }))).toBe('qaAnswerRequired');
    expect(firstMessage(QaItemSaveBody.safeParse({ ...item, language: undefined }))).toBe('qaLanguageRequired');
    const parsed = QaItemSaveBody.parse({ ...item, similarQuestions: ['几点开门', '', '  '] });
    expect(parsed.similarQuestions).toEqual(['几点开门']);
    expect(parsed.status).toBe('active');
    expect(parsed.answer.actions).toEqual([]);
  });

  it('requires a generation count', () => {
    expect(firstMessage(QaGenerateQuery.safeParse({ libId: 'k', qaLibraryId: 'q' }))).toBe('generationCountRequired');
    expect(firstMessage(QaGenerateQuery.safeParse({ libId: 'k', qaLibraryId: 'q', count: '' }))).toBe('generationCountRequired');
    expect(QaGenerateQuery.parse({ libId: 'k', qaLibraryId: 'q', count: '12' }).count).toBe(12);
  });
});

describe('role contract (spec §5)', () => {
  it('validates the basic step alone', () => {
    expect(RoleBasicFields.safeParse(basic).success).toBe(true);
    expect(firstMessage(RoleBasicFields.safeParse({ ...basic, name: '' }))).toBe('roleNameRequired');
    expect(firstMessage(RoleBasicFields.safeParse({ ...basic, fallbackPhrase: '' }))).toBe('fallbackPhraseRequired');
  });

  it('caps history turns at 20 and refuses incomplete or repeated language templates', () => {
    expect(firstMessage(RoleSaveBody.safeParse({ ...basic, historyTurns: 21 }))).toBe('historyTurnsExceeded');
    expect(RoleSaveBody.parse({ ...basic, historyTurns: 20 }).historyTurns).toBe(20);
    const en = { language: 'en', greeting: 'Hi', fallbackPhrase: 'Sorry', sensitivePhrase: 'No', sleepPhrase: 'Bye' } as const;
    expect(firstMessage(RoleSaveBody.safeParse({ ...basic, languageTemplates: [en, en] }))).toBe('qaLanguageExists');
    expect(incompleteTemplateLanguages([en, { ...en, language: 'ja', greeting: '' }])).toEqual(['ja']);
  });

  it('uses catalogue keys as schema messages', () => {
    for (const key of [
      'roleNameRequired',
      'historyTurnsExceeded',
      'languageTemplateIncomplete',
      'askQuestionRequired',
      'generationCountRequired',
    ])
      expect(isErrorKey(key), key).toBe(true);
  });

  it('parses every answer event kind', () => {
    expect(AnswerEvent.parse({ type: 'delta', text: '你好' }).type).toBe('delta');
    expect(AnswerEvent.safeParse({ type: 'other' }).success).toBe(false);
  });
});

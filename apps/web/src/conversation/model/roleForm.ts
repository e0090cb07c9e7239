import {
  ROLE_COMMON_QUESTIONS_MAX,
  ROLE_DEFAULT_PHRASES,
  ROLE_DEFAULTS,
  type CustomParameter,
  type LanguageTemplate,
  type ModelTier,
  type Role,
  type RoleSaveBody,
  type UiLanguage,
} from '@orator/shared';

/** The role form's values: the contract's fields, with common questions typed one per line. */
export interface RoleFormValues {
  name: string;
  description: string;
  modelTier: ModelTier;
  greeting: string;
  fallbackPhrase: string;
  sensitivePhrase: string;
  answerPrefix: string;
  sleepPhrase: string;
  commonQuestionsText: string;
  prompt: string;
  customParameters: CustomParameter[];
  historyTurns: number;
  temperature: number;
  maxReplyLength: number;
  languageTemplates: LanguageTemplate[];
  knowledgeBaseIds: string[];
  qaLibraryIds: string[];
  flowId: string | null;
  pluginIds: string[];
}

/** The fields of step 1 (basic); the rest belong to step 2 (advanced). */
export const BASIC_FIELDS = [
  'name',
  'description',
  'modelTier',
  'greeting',
  'fallbackPhrase',
  'sensitivePhrase',
  'answerPrefix',
  'sleepPhrase',
  'commonQuestionsText',
] as const satisfies ReadonlyArray<keyof RoleFormValues>;

/** The form for a role, or for a new one: the contract's defaults, its phrases in the UI language. */
export function roleToForm(role: Role | null, language: UiLanguage = 'en'): RoleFormValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    modelTier: role?.modelTier ?? ROLE_DEFAULTS.modelTier,
    greeting: role?.greeting ?? '',
    fallbackPhrase: role?.fallbackPhrase ?? ROLE_DEFAULT_PHRASES[language].fallbackPhrase,
    sensitivePhrase: role?.sensitivePhrase ?? ROLE_DEFAULT_PHRASES[language].sensitivePhrase,
    answerPrefix: role?.answerPrefix ?? '',
    sleepPhrase: role?.sleepPhrase ?? '',
    commonQuestionsText: role?.commonQuestions.join('\n') ?? '',
    prompt: role?.prompt ?? '',
    customParameters: role?.customParameters ?? [],
    historyTurns: role?.historyTurns ?? ROLE_DEFAULTS.historyTurns,
    temperature: role?.temperature ?? ROLE_DEFAULTS.temperature,
    maxReplyLength: role?.maxReplyLength ?? ROLE_DEFAULTS.maxReplyLength,
    languageTemplates: role?.languageTemplates ?? [],
    knowledgeBaseIds: role?.knowledgeBaseIds ?? [],
    qaLibraryIds: role?.qaLibraryIds ?? [],
    flowId: role?.flowId ?? null,
    pluginIds: role?.pluginIds ?? [],
  };
}

/** Lines of the common-questions box: trimmed, blanks dropped, at most the contract's maximum. */
export function commonQuestionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, ROLE_COMMON_QUESTIONS_MAX);
}

export function formToSaveBody(values: RoleFormValues, id?: string): RoleSaveBody {
  const { commonQuestionsText, customParameters, ...rest } = values;
  return {
    ...rest,
    id,
    commonQuestions: commonQuestionLines(commonQuestionsText),
    // An empty row the user added and left is not a parameter.
    customParameters: customParameters.filter((p) => p.key.trim() !== ''),
  };
}

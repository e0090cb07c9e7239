import {
  QA_ANSWER_MAX,
  QA_LANGUAGE_CODES,
  QA_NAME_MAX,
  QA_QUESTION_MAX,
  QA_SIMILAR_MAX,
  UI_LANGUAGES,
  VIDEO_LANGUAGES,
  type ErrorKey,
  type QaItemStatus,
  type QaLanguage,
  type UiLanguage,
} from '@orator/shared';

/**
 * The rules of one imported row (pure; spec §5: category, question, reply and language required).
 * Cells come in QA_IMPORT_COLUMNS order: category, standard question, similar questions (one per
 * line), answer, language, status.
 */
export interface ImportedRow {
  categoryName: string;
  standardQuestion: string;
  similarQuestions: string[];
  answerText: string;
  language: QaLanguage;
  status: QaItemStatus;
}

export type RowOutcome = { ok: true; row: ImportedRow } | { ok: false; key: ErrorKey } | { ok: 'empty' };

/** Headings of the template and export, per UI language (the import reads columns by position). */
export const COLUMN_HEADINGS: Record<UiLanguage, readonly string[]> = {
  en: ['Category', 'Standard question', 'Similar questions (one per line)', 'Answer', 'Language', 'Status'],
  'zh-CN': ['分类', '标准问题', '相似问题（每行一个）', '标准答案', '语言', '状态'],
  'zh-TW': ['分類', '標準問題', '相似問題（每行一個）', '標準答案', '語言', '狀態'],
};

export const STATUS_LABELS: Record<UiLanguage, Record<QaItemStatus, string>> = {
  en: { active: 'Active', inactive: 'Inactive' },
  'zh-CN': { active: '启用', inactive: '停用' },
  'zh-TW': { active: '啟用', inactive: '停用' },
};

function normal(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** Language cells may hold the code (zhchs, en) or its name in any UI language (English, 简体中文). */
const LANGUAGE_BY_CELL = new Map<string, QaLanguage>();
for (const code of QA_LANGUAGE_CODES) {
  LANGUAGE_BY_CELL.set(normal(code), code);
  const labels = VIDEO_LANGUAGES.find((l) => l.code === code)?.labels;
  if (labels) for (const ui of UI_LANGUAGES) LANGUAGE_BY_CELL.set(normal(labels[ui]), code);
}

const STATUS_BY_CELL = new Map<string, QaItemStatus>([
  ['active', 'active'],
  ['inactive', 'inactive'],
  ['not active', 'inactive'],
]);
for (const ui of UI_LANGUAGES) {
  STATUS_BY_CELL.set(normal(STATUS_LABELS[ui].active), 'active');
  STATUS_BY_CELL.set(normal(STATUS_LABELS[ui].inactive), 'inactive');
}

export function languageOfCell(cell: string): QaLanguage | null {
  return LANGUAGE_BY_CELL.get(normal(cell)) ?? null;
}

export function languageLabel(code: string, ui: UiLanguage): string {
  return VIDEO_LANGUAGES.find((l) => l.code === code)?.labels[ui] ?? code;
}

/** Similar questions: one per line (any line break), blanks and repeats of the standard question dropped. */
export function splitSimilar(cell: string, standardQuestion: string): string[] {
  const seen = new Set([standardQuestion]);
  const lines: string[] = [];
  for (const raw of cell.split(/\r\n|\r|\n|\u2028/)) {
    const line = raw.trim();
    if (line === '' || seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return lines;
}

export function parseImportRow(cells: readonly string[], libraryLanguages: readonly string[]): RowOutcome {
  const [category = '', question = '', similar = '', answer = '', language = '', status = ''] = cells.map((c) => c.trim());
  if ([category, question, similar, answer, language, status].every((c) => c === '')) return { ok: 'empty' };
  if (category === '') return { ok: false, key: 'qaCategoryRequired' };
  if (question === '') return { ok: false, key: 'qaQuestionRequired' };
  if (answer === '') return { ok: false, key: 'qaAnswerRequired' };
  if (language === '') return { ok: false, key: 'qaLanguageRequired' };
  if (category.length > QA_NAME_MAX || question.length > QA_QUESTION_MAX || answer.length > QA_ANSWER_MAX) {
    return { ok: false, key: 'illegalInput' };
  }
  const code = languageOfCell(language);
  if (!code) return { ok: false, key: 'languageNotSupported' };
  if (!libraryLanguages.includes(code)) return { ok: false, key: 'qaLanguageNotInLibrary' };
  const parsedStatus = status === '' ? 'active' : STATUS_BY_CELL.get(normal(status));
  if (!parsedStatus) return { ok: false, key: 'qaStatusInvalid' };
  const similarQuestions = splitSimilar(similar, question);
  if (similarQuestions.length > QA_SIMILAR_MAX || similarQuestions.some((q) => q.length > QA_QUESTION_MAX)) {
    return { ok: false, key: 'illegalInput' };
  }
  return {
    ok: true,
    row: { categoryName: category, standardQuestion: question, similarQuestions, answerText: answer, language: code, status: parsedStatus },
  };
}

import ExcelJS from 'exceljs';
import type { UiLanguage } from '@orator/shared';
import type { TurnRow } from './turn-repo.ts';

/** At most this many turns go into one export (newest first). */
export const RECORDS_EXPORT_MAX_ROWS = 10_000;

const COLUMNS = [
  'sessionId',
  'projectName',
  'roleName',
  'turn',
  'visitor',
  'question',
  'answer',
  'source',
  'outcome',
  'collected',
  'startedAt',
  'endedAt',
] as const;
const HEADINGS: Record<UiLanguage, readonly string[]> = {
  en: ['Session', 'Project', 'Role', 'Turn', 'Visitor', 'Question', 'Answer', 'Source', 'Outcome', 'Collected', 'Started', 'Ended'],
  'zh-CN': ['会话', '项目', '角色', '轮次', '访客', '问题', '回答', '来源', '结果', '收集信息', '开始时间', '结束时间'],
  'zh-TW': ['對話', '專案', '角色', '輪次', '訪客', '問題', '回答', '來源', '結果', '收集資訊', '開始時間', '結束時間'],
};
const WIDTHS = [38, 20, 16, 6, 8, 40, 60, 10, 12, 30, 20, 20];

/** Session records as a workbook (avatarConversation/export/conversation/data): one row per turn. */
export async function recordsWorkbook(turns: readonly TurnRow[], language: UiLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sessions');
  sheet.columns = HEADINGS[language].map((header, i) => ({ header, key: COLUMNS[i], width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const turn of turns) {
    const source = (turn.source as { source?: unknown } | null)?.source;
    sheet.addRow({
      ...turn,
      source: typeof source === 'string' ? source : 'none',
      // Flow information-collection fields, one `key: value` per line.
      collected: Object.entries(turn.collected ?? {})
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n'),
      startedAt: turn.startedAt.toISOString(),
      endedAt: turn.endedAt.toISOString(),
    });
  }
  for (const key of ['question', 'answer', 'collected']) sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

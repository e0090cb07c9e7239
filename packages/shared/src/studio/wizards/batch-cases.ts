/** Batch-table cases fed to the shared rules' unit test and the server's start route alike. */
import type { BatchRow } from './batch.ts';

export const BATCH_LONG_DIALOGUE = 'This dialogue is long enough to speak.';
const LONG = BATCH_LONG_DIALOGUE;

/** Test cases shared with the server's start route (the same rules answer both). */
export const BATCH_TABLE_CASES: { name: string; rows: BatchRow[]; error: string | null }[] = [
  { name: 'empty table', rows: [], error: 'batchDialogueRequired' },
  { name: 'only blank rows', rows: [{ dialogue: ' ', title: '' }, {}], error: 'batchDialogueRequired' },
  { name: 'a short dialogue', rows: [{ dialogue: LONG }, { dialogue: 'Too short' }], error: 'dubbingTextTooShort' },
  { name: 'a row with a title but no dialogue', rows: [{ dialogue: LONG }, { title: 'Hello' }], error: 'dubbingTextMissing' },
  { name: 'a bad background', rows: [{ dialogue: LONG, background: 'http://example.com/x.png' }], error: 'batchBackgroundInvalid' },
  { name: 'a good table with a blank row', rows: [{ dialogue: LONG, background: 'bg-office-bright-office' }, {}], error: null },
  { name: 'Chinese dialogue of 15 characters', rows: [{ dialogue: '欢迎来到我们的新品发布会现场今天' }], error: null },
];

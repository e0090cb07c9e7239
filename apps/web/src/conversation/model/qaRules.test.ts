import { MB } from '@orator/shared/constants';
import { describe, expect, it } from 'vitest';
import { checkQaImportFile, checkVoiceReplyFile, similarFromText } from './qaRules.ts';

describe('similarFromText', () => {
  it('keeps one question per line, trimmed, without blanks, repeats or the standard question', () => {
    const text = '  How much is shipping?\r\n\nWhat does delivery cost (€)?\nHow much is shipping?\n运费多少？\n  \nWhat is the price?';
    expect(similarFromText(text, 'What is the price?')).toEqual(['How much is shipping?', 'What does delivery cost (€)?', '运费多少？']);
  });

  it('gives nothing for empty text', () => {
    expect(similarFromText('\n \n')).toEqual([]);
  });
});

describe('checkQaImportFile', () => {
  it('accepts an xlsx up to 10 MB', () => {
    expect(checkQaImportFile({ name: '问答 v2.XLSX', size: 10 * MB })).toEqual({ ok: true });
  });

  it('refuses other formats, empty and oversized files', () => {
    expect(checkQaImportFile({ name: 'qa.csv', size: 10 })).toEqual({ ok: false, error: 'fileFormatNotSupported' });
    expect(checkQaImportFile({ name: 'qa.xls', size: 10 })).toEqual({ ok: false, error: 'fileFormatNotSupported' });
    expect(checkQaImportFile({ name: 'qa.xlsx', size: 0 })).toEqual({ ok: false, error: 'emptyFile' });
    expect(checkQaImportFile({ name: 'qa.xlsx', size: 10 * MB + 1 })).toEqual({ ok: false, error: 'fileSizeExceeded' });
  });
});

describe('checkVoiceReplyFile', () => {
  it('accepts WAV and MP3 only', () => {
    expect(checkVoiceReplyFile({ name: 'greeting.WAV', size: 1000 })).toEqual({ ok: true });
    expect(checkVoiceReplyFile({ name: 'reply.mp3', size: 1000 })).toEqual({ ok: true });
    expect(checkVoiceReplyFile({ name: 'reply.m4a', size: 1000 })).toEqual({ ok: false, error: 'voiceReplyFormat' });
    expect(checkVoiceReplyFile({ name: 'reply.mp3', size: 0 })).toEqual({ ok: false, error: 'emptyFile' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkKnowledgeDocumentCount,
  checkKnowledgeFile,
  checkRoleDocumentBatch,
  checkRoleDocumentFile,
  knowledgeDocumentsLeft,
} from './knowledge.ts';

const MB = 1024 * 1024;
const failsWith = (error: string) => ({ ok: false, error });

describe('knowledge documents (spec §9)', () => {
  it('accepts every knowledge format up to 20 MB, case-insensitively', () => {
    for (const name of ['a.txt', 'b.PDF', 'c.pptx', 'd.docx', 'e.xlsx', 'f.xlm', 'g.md', 'h.csv', 'i.tsv', '产品手册 v2.1.DOCX']) {
      expect(checkKnowledgeFile({ name, size: 20 * MB }), name).toEqual({ ok: true });
    }
  });

  it('refuses other formats, empty and oversized files with the catalogue keys', () => {
    expect(checkKnowledgeFile({ name: 'page.html', size: 10 })).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkKnowledgeFile({ name: 'old.doc', size: 10 })).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkKnowledgeFile({ name: 'noextension', size: 10 })).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkKnowledgeFile({ name: 'a.pdf', size: 0 })).toEqual(failsWith('emptyFile'));
    expect(checkKnowledgeFile({ name: 'a.pdf', size: 20 * MB + 1 })).toEqual(failsWith('fileSizeExceeded'));
  });

  it('keeps a base at 10 documents at most', () => {
    expect(checkKnowledgeDocumentCount(9)).toEqual({ ok: true });
    expect(checkKnowledgeDocumentCount(10)).toEqual(failsWith('knowledgeBaseDocumentLimit'));
    expect(checkKnowledgeDocumentCount(7, 3)).toEqual({ ok: true });
    expect(checkKnowledgeDocumentCount(7, 4)).toEqual(failsWith('knowledgeBaseDocumentLimit'));
    expect(knowledgeDocumentsLeft(7)).toBe(3);
    expect(knowledgeDocumentsLeft(12)).toBe(0);
  });
});

describe('role documents (spec §9)', () => {
  it('accepts the role formats up to 10 MB', () => {
    for (const name of ['a.txt', 'b.json', 'c.docx', 'd.pdf', 'e.xml', 'f.pptx', 'g.csv', 'h.tsv', 'i.xlsx', 'j.html']) {
      expect(checkRoleDocumentFile({ name, size: 10 * MB }), name).toEqual({ ok: true });
    }
    expect(checkRoleDocumentFile({ name: 'notes.md', size: 10 })).toEqual(failsWith('fileFormatNotSupported'));
    expect(checkRoleDocumentFile({ name: 'a.pdf', size: 10 * MB + 1 })).toEqual(failsWith('fileSizeExceeded'));
  });

  it('takes 1 to 10 files at once', () => {
    expect(checkRoleDocumentBatch([])).toEqual(failsWith('emptyFile'));
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `d${i}.txt`, size: 1 }));
    expect(checkRoleDocumentBatch(eleven)).toEqual(failsWith('tooManyFiles'));
    expect(checkRoleDocumentBatch(eleven.slice(0, 10))).toEqual({ ok: true });
  });
});

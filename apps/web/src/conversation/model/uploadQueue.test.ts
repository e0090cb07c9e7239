import { describe, expect, it } from 'vitest';
import { planKnowledgeUploads } from './uploadQueue.ts';

const MB = 1024 * 1024;

describe('planKnowledgeUploads', () => {
  it('sends valid files and refuses the others with the reason', () => {
    const plan = planKnowledgeUploads(
      [
        { name: 'Handbook 2026.docx', size: 2 * MB },
        { name: 'slides.key', size: 10 },
        { name: '报价单.pdf', size: 21 * MB },
        { name: 'faq.md', size: 0 },
        { name: 'prices.xlsx', size: 5000 },
      ],
      0,
    );
    expect(plan.map((p) => (p.send ? 'send' : p.error))).toEqual([
      'send',
      'fileFormatNotSupported',
      'fileSizeExceeded',
      'emptyFile',
      'send',
    ]);
  });

  it('stops at the 10-document limit, counting only files that would be sent', () => {
    const files = ['a.txt', 'bad.exe', 'b.txt', 'c.txt'].map((name) => ({ name, size: 10 }));
    const plan = planKnowledgeUploads(files, 8);
    expect(plan.map((p) => (p.send ? 'send' : p.error))).toEqual(['send', 'fileFormatNotSupported', 'send', 'knowledgeBaseDocumentLimit']);
    expect(planKnowledgeUploads([{ name: 'a.txt', size: 1 }], 10)[0]).toMatchObject({ send: false, error: 'knowledgeBaseDocumentLimit' });
  });
});

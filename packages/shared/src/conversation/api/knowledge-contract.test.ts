import { describe, expect, it } from 'vitest';
import { isErrorKey } from '../../kernel/errors.ts';
import { HitTestQuery, KnowledgeBaseSave, KNOWLEDGE_PATHS, SegmentSettingsBody, WebUploadBody } from './knowledge.ts';

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('knowledge contract', () => {
  it('lives under the conversational area base', () => {
    for (const path of Object.values(KNOWLEDGE_PATHS)) expect(path.startsWith('/aiask/avatar/')).toBe(true);
    expect(KNOWLEDGE_PATHS.hitTest).toBe('/aiask/avatar/documentLib/hit/test');
  });

  it('hit test needs query text (spec §5) and defaults topN 5, threshold 0.2', () => {
    expect(firstIssue(HitTestQuery.safeParse({ id: 'kb1' }))).toBe('knowledgeQueryRequired');
    expect(firstIssue(HitTestQuery.safeParse({ id: 'kb1', query: '   ' }))).toBe('knowledgeQueryRequired');
    expect(HitTestQuery.parse({ id: 'kb1', query: '退票手续费？' })).toEqual({ id: 'kb1', query: '退票手续费？', topN: 5, threshold: 0.2 });
    expect(HitTestQuery.safeParse({ id: 'kb1', query: 'x', topN: '21' }).success).toBe(false);
    expect(HitTestQuery.safeParse({ id: 'kb1', query: 'x', threshold: '1.5' }).success).toBe(false);
  });

  it('delimiter mode needs a delimiter; the typed text is kept as typed', () => {
    expect(firstIssue(SegmentSettingsBody.safeParse({ id: 'kb1', mode: 'delimiter', delimiters: '#' }))).toBe('segmentDelimitersRequired');
    expect(SegmentSettingsBody.parse({ id: 'kb1', mode: 'delimiter', delimiters: '\\n#。' })).toMatchObject({
      delimiters: '\\n#。',
      maxLength: 500,
    });
    expect(firstIssue(SegmentSettingsBody.safeParse({ id: 'kb1', maxLength: 10 }))).toBe('segmentMaxLengthInvalid');
  });

  it('names are required and web addresses are http(s)', () => {
    expect(firstIssue(KnowledgeBaseSave.safeParse({ name: ' ' }))).toBe('nameRequired');
    expect(firstIssue(WebUploadBody.safeParse({ libId: 'kb1', url: 'ftp://example.com/a' }))).toBe('webPageUrlInvalid');
    expect(firstIssue(WebUploadBody.safeParse({ libId: 'kb1', url: 'javascript:alert(1)' }))).toBe('webPageUrlInvalid');
    expect(WebUploadBody.parse({ libId: 'kb1', url: ' https://example.com/a?b=1 ' }).url).toBe('https://example.com/a?b=1');
  });

  it('every validation message is a catalogue key', () => {
    for (const key of [
      'knowledgeQueryRequired',
      'segmentDelimitersRequired',
      'segmentMaxLengthInvalid',
      'webPageUrlInvalid',
      'nameRequired',
      'segmentTextRequired',
    ])
      expect(isErrorKey(key), key).toBe(true);
  });
});

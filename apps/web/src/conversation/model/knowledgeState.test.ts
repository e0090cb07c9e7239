import { describe, expect, it } from 'vitest';
import { anyProcessing, canChangeSettings, canReprocess } from './knowledgeState.ts';

describe('knowledge base states (spec §4)', () => {
  it('blocks settings only while processing', () => {
    expect(canChangeSettings('processing')).toBe(false);
    expect(canChangeSettings('available')).toBe(true);
    expect(canChangeSettings('failed')).toBe(true);
  });

  it('offers reprocessing for a failed base and after a document was deleted, never while processing', () => {
    expect(canReprocess({ status: 'failed', needsReprocess: false })).toBe(true);
    expect(canReprocess({ status: 'available', needsReprocess: false })).toBe(false);
    expect(canReprocess({ status: 'available', needsReprocess: true })).toBe(true);
    expect(canReprocess({ status: 'processing', needsReprocess: true })).toBe(false);
  });

  it('polls while any item is processing', () => {
    expect(anyProcessing(undefined)).toBe(false);
    expect(anyProcessing([{ status: 'available' }, { status: 'failed' }])).toBe(false);
    expect(anyProcessing([{ status: 'available' }, { status: 'processing' }])).toBe(true);
  });
});

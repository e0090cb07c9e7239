import { describe, expect, it } from 'vitest';
import type { ProjectRow } from './project-document.ts';
import { listedSummaryOf, summaryOf } from './project-view.ts';

function row(projectType: string, state: string): ProjectRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    id: 'p1',
    ownerId: 'u1',
    tenantId: 't1',
    projectName: 'Batch #1',
    projectType,
    ratio: 0,
    document: { ppts: [] },
    templateId: null,
    templateName: null,
    watermark: true,
    resolution: 'low',
    state,
    stateBeforeRender: null,
    failureReason: state === 'failed' ? 'asset not found' : null,
    progress: 0,
    jobId: null,
    renderAttemptId: null,
    renderSettings: null,
    videoKey: null,
    coverKey: null,
    originalCoverKey: null,
    coverDocument: null,
    srtKey: null,
    vttKey: null,
    durationMs: null,
    deductedAttemptId: null,
    collected: false,
    createdAt: at,
    updatedAt: at,
    lastOpenedAt: null,
    touchedAt: at,
    deletedAt: null,
  };
}

describe('product list view (spec §4: batch categories show fail as suc)', () => {
  it('lists a failed BatchLamination or BatchMeisheTrack child as succeeded, with no video', () => {
    for (const kind of ['BatchLamination', 'BatchMeisheTrack']) {
      expect(listedSummaryOf(row(kind, 'failed'))).toMatchObject({
        state: 'succeeded',
        failureReason: null,
        finished: false,
        videoUrl: null,
      });
      expect(summaryOf(row(kind, 'failed')).state).toBe('failed');
    }
  });

  it('leaves other kinds and other states alone', () => {
    expect(listedSummaryOf(row('Lamination', 'failed')).state).toBe('failed');
    expect(listedSummaryOf(row('PptLamination', 'failed')).failureReason).toBe('asset not found');
    expect(listedSummaryOf(row('BatchLamination', 'synthesizing')).state).toBe('synthesizing');
    expect(listedSummaryOf(row('BatchLamination', 'notSynthesized')).state).toBe('notSynthesized');
  });
});

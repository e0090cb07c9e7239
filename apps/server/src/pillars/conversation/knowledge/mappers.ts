import {
  messageFor,
  type ErrorKey,
  type KnowledgeBaseDetail,
  type KnowledgeBaseSummary,
  type KnowledgeDocument,
  type KnowledgeDocumentFormat,
  type KnowledgeSegment,
  type KnowledgeStatus,
  type UiLanguage,
} from '@orator/shared';
import type { BaseWithAggregates } from './base-repo.ts';
import type { DocumentRow } from './document-repo.ts';
import type { SegmentRow } from './segment-repo.ts';

/** A base's status derives from its documents (contract): any processing, else any failed, else available. */
export function baseStatus(row: Pick<BaseWithAggregates, 'processingCount' | 'failedCount'>): KnowledgeStatus {
  if (row.processingCount > 0) return 'processing';
  return row.failedCount > 0 ? 'failed' : 'available';
}

export function toBaseSummary(row: BaseWithAggregates): KnowledgeBaseSummary {
  const status = baseStatus(row);
  return {
    id: row.id,
    name: row.name,
    type: row.type as KnowledgeBaseSummary['type'],
    status,
    progress: status === 'processing' ? row.progress : 100,
    createdAt: row.createdAt.toISOString(),
    linkedRoleCount: row.linkedRoleCount,
    sizeBytes: Number(row.sizeBytes),
    documentCount: row.documentCount,
    failureReason: status === 'failed' ? row.failureReason : null,
    needsReprocess: row.needsReprocess,
  };
}

export function toBaseDetail(row: BaseWithAggregates): KnowledgeBaseDetail {
  return {
    ...toBaseSummary(row),
    segment: { mode: row.segmentMode as 'auto' | 'delimiter', delimiters: row.segmentDelimiters, maxLength: row.segmentMaxLength },
    private: row.private,
  };
}

export function toDocument(row: DocumentRow, language: UiLanguage = 'en'): KnowledgeDocument {
  const reason = row.status === 'failed' ? row.failureReason : null;
  return {
    id: row.id,
    baseId: row.baseId,
    name: row.name,
    format: row.format as KnowledgeDocumentFormat,
    source: row.source as 'file' | 'url',
    sourceUrl: row.sourceUrl,
    uploadedAt: row.uploadedAt.toISOString(),
    sizeBytes: row.sizeBytes,
    characterCount: row.characterCount,
    questionCount: row.questionCount,
    segmentCount: row.segmentCount,
    status: row.status as KnowledgeStatus,
    failureReason: reason,
    failureMessage: reason ? messageFor(reason as ErrorKey, language) : null,
    progress: row.status === 'available' ? 100 : row.progress,
  };
}

export function toSegment(row: SegmentRow): KnowledgeSegment {
  return {
    id: row.id,
    documentId: row.documentId,
    position: row.position,
    title: row.title,
    text: row.text,
    enabled: row.enabled,
    characterCount: row.characterCount,
  };
}

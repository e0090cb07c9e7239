/** What a knowledge base's state allows (spec §4): failed can be reprocessed; processing blocks settings. */
export type BaseStatus = 'processing' | 'available' | 'failed';

export const STATUS_COLOR: Record<BaseStatus, string> = { processing: 'processing', available: 'success', failed: 'error' };

export function canChangeSettings(status: BaseStatus): boolean {
  return status !== 'processing';
}

/** Failed documents are retried, and a deletion is applied, by reprocessing (never while processing). */
export function canReprocess(base: { status: BaseStatus; needsReprocess: boolean }): boolean {
  return base.status === 'failed' || (base.status === 'available' && base.needsReprocess);
}

/** Lists refresh on a timer only while something is still being processed. */
export function anyProcessing(items: ReadonlyArray<{ status: string }> | undefined): boolean {
  return items?.some((item) => item.status === 'processing') ?? false;
}

export const PROCESSING_POLL_MS = 2000;

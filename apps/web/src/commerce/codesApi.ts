import {
  CODE_PATHS,
  CodeBatch,
  CodeBatchPage,
  CodeEntryPage,
  OrderQuote,
  RedeemResult,
  type CodeBatchCreateBody,
  type OrderCreateBody,
} from '@orator/shared/commerce';
import { api } from '../lib/api/http.ts';
import { downloadFile } from '../lib/api/downloadFile.ts';

/** Redemption codes and coupons (CODE_PATHS). */
export const codesApi = {
  /** Silent: the dialog shows the refusal next to the field. */
  redeem: (code: string): Promise<RedeemResult> => api.post(CODE_PATHS.redeem, { code }, { schema: RedeemResult, silent: true }),
  quote: (body: OrderCreateBody): Promise<OrderQuote> => api.post(CODE_PATHS.quote, body, { schema: OrderQuote }),
  batches: (page: number, size: number): Promise<CodeBatchPage> =>
    api.get(CODE_PATHS.adminBatches, { query: { page, size }, schema: CodeBatchPage }),
  createBatch: (body: CodeBatchCreateBody): Promise<CodeBatch> => api.post(CODE_PATHS.adminCreateBatch, body, { schema: CodeBatch }),
  codes: (batchId: string, page: number, size: number): Promise<CodeEntryPage> =>
    api.get(CODE_PATHS.adminBatchCodes(batchId), { query: { page, size }, schema: CodeEntryPage }),
  disable: (batchId: string): Promise<CodeBatch> => api.post(CODE_PATHS.adminBatchDisable(batchId), {}, { schema: CodeBatch }),
  exportCsv: (batchId: string): Promise<void> => downloadFile(CODE_PATHS.adminBatchExport(batchId), {}, 'codes.csv'),
};

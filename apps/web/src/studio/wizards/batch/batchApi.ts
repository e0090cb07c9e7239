import { TemplateDetail, CATALOG_PATHS } from '@orator/shared';
import { BATCH_PATHS, BatchDetail, BatchImport, BatchOptions, BatchSummary, type StartBatchBody } from '@orator/shared/wizards';
import { z } from 'zod';
import { downloadFile } from '../../../lib/api/downloadFile.ts';
import { api } from '../../../lib/api/http.ts';

const BatchPage = z.object({ items: z.array(BatchSummary), total: z.number(), page: z.number(), size: z.number() });

/** The batch-synthesis calls (BATCH_PATHS of the shared contract). */
export const batchApi = {
  options: (): Promise<BatchOptions> => api.get(BATCH_PATHS.options, { schema: BatchOptions }),
  template: (id: string): Promise<TemplateDetail> => api.get(CATALOG_PATHS.template(id), { schema: TemplateDetail }),
  start: (body: StartBatchBody): Promise<BatchDetail> => api.post(BATCH_PATHS.start, body, { schema: BatchDetail }),
  list: (page: number, size: number) => api.get(BATCH_PATHS.list, { query: { page, size }, schema: BatchPage }),
  detail: (id: string): Promise<BatchDetail> => api.get(BATCH_PATHS.batch(id), { schema: BatchDetail, silent: true }),
  retry: (id: string): Promise<BatchDetail> => api.post(BATCH_PATHS.retry(id), {}, { schema: BatchDetail }),
  cancel: (id: string): Promise<BatchDetail> => api.post(BATCH_PATHS.cancel(id), {}, { schema: BatchDetail }),
  importTable: (file: File): Promise<BatchImport> => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload(BATCH_PATHS.import, form, { schema: BatchImport });
  },
  downloadBlank: (templateIds: readonly string[], format: 'xlsx' | 'csv') =>
    downloadFile(BATCH_PATHS.blank, { modelId: templateIds.join(','), format }, `batch.${format}`),
  downloadAll: (id: string) => downloadFile(BATCH_PATHS.download(id), {}, 'batch.zip'),
};

import { Readable } from 'node:stream';
import { STORAGE_PATHS, type StockImport, type StockKind, type UiLanguage } from '@orator/shared';
import { notFound } from '../../../http/app-error.ts';
import { confineKey } from '../../storage/keys.ts';
import type { StorageService } from '../../storage/index.ts';
import type { Caller } from '../../storage/storage-core.ts';
import type { StockFiles } from './stock-files.ts';
import { stockName } from './stock-library.ts';

/** The upload purpose folder each kind lands in (spec §5 rules apply to it like any upload). */
const FOLDERS: Record<StockKind, string> = { backgrounds: 'image', illustrations: 'image', music: 'audio' };

/** Where a stock asset lives once imported: one fixed key per asset, so importing twice stores once. */
export function importKeyOf(kind: StockKind, id: string, extension: string): string {
  return `${FOLDERS[kind]}/stock-${id}.${extension}`;
}

/**
 * Copies stock assets into the caller's storage. Exports only read the owner's storage
 * (render-storage.ts makes no other requests), so projects must point there.
 */
export class StockImporter {
  constructor(
    private readonly stock: StockFiles,
    private readonly storage: StorageService,
  ) {}

  async import(caller: Caller, kind: StockKind, id: string, language: UiLanguage): Promise<StockImport> {
    const file = await this.stock.file(kind, id);
    const name = stockName(kind, id, language);
    if (!file || !name) throw notFound();
    const relative = importKeyOf(kind, id, file.extension);
    const confined = confineKey(relative, caller.userId);
    if (!confined.ok) throw notFound();
    if (!(await this.storage.headObject(caller.userId, confined.key))) {
      await this.storage.putObject(caller, { key: confined.key, relative }, Readable.from([file.bytes]), {
        contentType: file.contentType,
        contentLength: file.bytes.length,
        batchSize: null,
      });
    }
    return { url: STORAGE_PATHS.object(relative), key: relative, name };
  }
}

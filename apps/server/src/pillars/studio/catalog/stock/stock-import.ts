import { Readable } from 'node:stream';
import { safeFileStem, STORAGE_PATHS, type StockImport, type StockKind, type UiLanguage } from '@orator/shared';
import { notFound } from '../../../../kernel/http/app-error.ts';
import { confineKey, confinePrefix, relativeKey } from '../../../../kernel/storage/keys.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { Caller } from '../../../platform/storage/index.ts';
import type { StockFiles } from './stock-files.ts';
import { stockName } from './stock-library.ts';

/** The upload purpose folder each kind lands in (the upload rules apply to it like any upload: product-rules#storage-uploads). */
const FOLDERS: Record<StockKind, string> = { backgrounds: 'image', illustrations: 'image', music: 'audio' };

/** One folder per stock asset, so importing it twice (in any language) stores it once. */
export function importFolderOf(kind: StockKind, id: string): string {
  return `${FOLDERS[kind]}/stock/${id}/`;
}

/** Where a stock asset lands: in its folder, named after the item (My files shows "Ocean-sunset.jpg"). */
export function importKeyOf(kind: StockKind, id: string, name: string, extension: string): string {
  return `${importFolderOf(kind, id)}${safeFileStem(name, id)}.${extension}`;
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
    const folder = confinePrefix(importFolderOf(kind, id), caller.userId);
    if (!folder.ok) throw notFound();
    // An earlier import (perhaps named in another language) is the one copy of this asset.
    const [earlier] = (await this.storage.listObjects(caller.userId, folder.key, null, 1)).rows;
    if (earlier) {
      const relative = relativeKey(earlier.key, caller.userId);
      return { url: STORAGE_PATHS.object(relative), key: relative, name };
    }
    const relative = importKeyOf(kind, id, name, file.extension);
    const confined = confineKey(relative, caller.userId);
    if (!confined.ok) throw notFound();
    await this.storage.putObject(caller, { key: confined.key, relative }, Readable.from([file.bytes]), {
      contentType: file.contentType,
      contentLength: file.bytes.length,
      batchSize: null,
    });
    return { url: STORAGE_PATHS.object(relative), key: relative, name };
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DocumentParseError, readPptxSlides, type PptxSlide } from '@orator/knowledge';
import { withTempDir } from '@orator/process';
import type { ErrorKey, RatioKey } from '@orator/shared';
import { ratioOfSlide, type PptFormat } from '@orator/shared/wizards';
import { unzipSync } from 'fflate';
import { AppError } from '../../../../kernel/http/app-error.ts';
import { JobCancelledError, type JobContext } from '../../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { namespaceOf } from '../../../../kernel/storage/keys.ts';
import { findOwner } from '../../../../kernel/tenancy/owners-repo.ts';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { convertWithSoffice, pngSize, renderPdfPages } from './office.ts';

/** What the convert route hands the job: the deck already in the owner's storage. */
export interface PptConvertJobData {
  conversionId: string;
  /** Absolute storage key of the uploaded deck. */
  deckKey: string;
  fileName: string;
  format: PptFormat;
  size: number;
}

export interface StoredSlide {
  index: number;
  /** Absolute storage key of the PNG. */
  imageKey: string;
  width: number;
  height: number;
  title: string;
  paragraphs: string[];
  notes: string;
}

/** The job's result (kept with the job): the slides, or why the deck was refused. */
export type PptConvertResult =
  | { ok: true; conversionId: string; fileName: string; deckKey: string; deckSize: number; ratio: RatioKey; slides: StoredSlide[] }
  | { ok: false; errorKey: ErrorKey };

/** Longer side of a slide image: the 16:9 canvas is 1280 wide. */
const SLIDE_LONG_SIDE = 1280;

/** A deck the wizard cannot read: password, damage, no slides. Nothing of it is kept. */
class DeckRefused extends Error {
  constructor(readonly key: ErrorKey = 'pptLoadFailed') {
    super(key);
  }
}

/** The folder of a conversion's slide images (media purpose: PNG, counted against the quota). */
export function slidesFolder(ownerId: string, conversionId: string): string {
  return `${namespaceOf(ownerId)}media/ppt/${conversionId}/`;
}

/**
 * Checks a deck before it is stored: PPTX slides, notes and relationships are read here (strict),
 * an ODP must be an unencrypted OpenDocument presentation, a PPT an OLE compound file. Throws
 * AppError pptLoadFailed; returns the PPTX slides when the format has them.
 */
export function precheckDeck(bytes: Uint8Array, format: PptFormat): PptxSlide[] | null {
  try {
    if (format === 'pptx') {
      const slides = readPptxSlides(bytes).filter((slide) => !slide.hidden);
      if (slides.length === 0) throw new DocumentParseError('empty', 'every slide is hidden');
      return slides;
    }
    if (format === 'odp') {
      const files = unzipSync(bytes, { filter: (entry) => entry.name === 'mimetype' || entry.name === 'META-INF/manifest.xml' });
      const mimetype = new TextDecoder().decode(files['mimetype'] ?? new Uint8Array()).trim();
      const manifest = new TextDecoder().decode(files['META-INF/manifest.xml'] ?? new Uint8Array());
      if (!mimetype.startsWith('application/vnd.oasis.opendocument.presentation')) throw new Error('not an ODP');
      if (manifest.includes('encryption-data')) throw new Error('password-protected ODP');
      return null;
    }
    const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    if (!cfb.every((byte, i) => bytes[i] === byte)) throw new Error('not a PPT file');
    return null;
  } catch {
    throw new AppError('pptLoadFailed', 400);
  }
}

/**
 * The conversion job: deck -> PDF (LibreOffice) -> one PNG per page (pdftoppm) -> the owner's
 * storage, plus each slide's title, text and notes from the PPTX XML (PPT and ODP are turned into
 * PPTX by LibreOffice first). A refused deck leaves nothing: its images and the deck are removed.
 */
export class PptConverter {
  constructor(
    private readonly db: AppDb,
    private readonly storage: StorageService,
  ) {}

  async process(ctx: JobContext<PptConvertJobData>): Promise<PptConvertResult> {
    const { data } = ctx;
    const user = await findOwner(this.db, ctx.ownerId);
    if (!user) return { ok: false, errorKey: 'pptLoadFailed' };
    const stored: string[] = [];
    try {
      const slides = await withTempDir('ppt', (dir) => this.convert(ctx, user, dir, stored));
      return {
        ok: true,
        conversionId: data.conversionId,
        fileName: data.fileName,
        deckKey: data.deckKey,
        deckSize: data.size,
        ratio: ratioOfSlide(slides[0]?.width ?? 16, slides[0]?.height ?? 9),
        slides,
      };
    } catch (error) {
      await this.removeAll(ctx.ownerId, [...stored, data.deckKey]);
      if (error instanceof JobCancelledError || (error instanceof Error && error.name === 'AbortError')) throw new JobCancelledError();
      if (error instanceof DeckRefused) return { ok: false, errorKey: error.key };
      if (error instanceof AppError) return { ok: false, errorKey: error.key };
      // LibreOffice or pdftoppm failed or timed out on this deck.
      console.warn('[ppt] conversion failed:', error instanceof Error ? error.message : error);
      return { ok: false, errorKey: 'pptLoadFailed' };
    }
  }

  private async convert(ctx: JobContext<PptConvertJobData>, user: UserRow, dir: string, stored: string[]): Promise<StoredSlide[]> {
    const { data, signal } = ctx;
    await ctx.reportProgress(5, 'reading');
    const deck = path.join(dir, `deck.${data.format}`);
    const row = await this.storage.headObject(ctx.ownerId, data.deckKey);
    if (!row) throw new DeckRefused();
    await pipeline(await this.storage.openObject(row), fs.createWriteStream(deck));

    let texts: PptxSlide[];
    if (data.format === 'pptx') texts = this.readSlides(await fs.promises.readFile(deck));
    else {
      const pptx = await convertWithSoffice(deck, path.join(dir, 'pptx'), 'pptx:Impress MS PowerPoint 2007 XML', signal);
      if (!pptx) throw new DeckRefused();
      texts = this.readSlides(await fs.promises.readFile(pptx));
    }
    await ctx.reportProgress(15, 'converting');
    const pdf = await convertWithSoffice(deck, path.join(dir, 'pdf'), 'pdf:impress_pdf_Export', signal);
    if (!pdf) throw new DeckRefused();
    await ctx.reportProgress(55, 'rendering');
    const pages = await renderPdfPages(pdf, path.join(dir, 'png'), SLIDE_LONG_SIDE, signal);
    if (pages.length === 0) throw new DeckRefused();
    await ctx.reportProgress(70, 'storing');

    const folder = slidesFolder(ctx.ownerId, data.conversionId);
    const caller = { user, userId: user.id, tenantId: ctx.tenantId };
    const slides: StoredSlide[] = [];
    for (const [index, file] of pages.entries()) {
      const key = `${folder}slide-${String(index + 1).padStart(3, '0')}.png`;
      const size = (await fs.promises.stat(file)).size;
      stored.push(key);
      await this.storage.putObject(caller, { key, relative: key.slice(namespaceOf(user.id).length) }, fs.createReadStream(file), {
        contentType: 'image/png',
        contentLength: size,
        batchSize: null,
      });
      const text = texts[index];
      slides.push({
        index,
        imageKey: key,
        ...(await pngSize(file)),
        title: text?.title ?? '',
        paragraphs: text?.paragraphs ?? [],
        notes: text?.notes ?? '',
      });
      await ctx.reportProgress(70 + Math.round((29 * (index + 1)) / pages.length), 'storing');
    }
    return slides;
  }

  /** Shown slides only: LibreOffice leaves hidden ones out of the PDF too. */
  private readSlides(bytes: Uint8Array): PptxSlide[] {
    try {
      const slides = readPptxSlides(bytes).filter((slide) => !slide.hidden);
      if (slides.length === 0) throw new DeckRefused();
      return slides;
    } catch (error) {
      if (error instanceof DocumentParseError || error instanceof DeckRefused) throw new DeckRefused();
      throw error;
    }
  }

  private async removeAll(ownerId: string, keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.storage.deleteObject(ownerId, key).catch(() => undefined);
  }
}

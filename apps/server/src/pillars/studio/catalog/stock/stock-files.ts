import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { registerNodeFonts } from '@orator/scene/node';
import { encodeMp3 } from '@orator/speech';
import type { StockKind } from '@orator/shared';
import { DiskCache } from '../../../../kernel/disk-cache.ts';
import { paintBackground } from './background-art.ts';
import { backgroundDesign } from './background-designs.ts';
import { illustration } from './illustrations.ts';
import { MUSIC_SAMPLE_RATE, synthesise, toPcm16 } from './music-synth.ts';
import { musicTrack } from './music-tracks.ts';

export interface StockFile {
  bytes: Buffer;
  contentType: string;
  /** File extension for storage keys and downloads. */
  extension: string;
}

export const BACKGROUND_SIZE = { width: 1280, height: 720 } as const;
export const THUMB_SIZE = { width: 384, height: 216 } as const;
const ILLUSTRATION_PX = 512;

/** Encodes a background at the given size; deterministic for a design and size. */
export function renderBackgroundJpeg(id: string, width: number, height: number): Buffer | null {
  const design = backgroundDesign(id);
  if (!design) return null;
  // Drawn at 16:9 once and scaled, so a thumbnail is the same picture as the full file.
  const full = createCanvas(BACKGROUND_SIZE.width, BACKGROUND_SIZE.height);
  paintBackground(full.getContext('2d'), BACKGROUND_SIZE.width, BACKGROUND_SIZE.height, design);
  if (width === BACKGROUND_SIZE.width && height === BACKGROUND_SIZE.height) return full.toBuffer('image/jpeg', 90);
  const scaled = createCanvas(width, height);
  scaled.getContext('2d').drawImage(full, 0, 0, width, height);
  return scaled.toBuffer('image/jpeg', 85);
}

export async function renderIllustrationPng(id: string): Promise<Buffer | null> {
  const design = illustration(id);
  if (!design) return null;
  registerNodeFonts();
  const image = await loadImage(Buffer.from(design.svg));
  const canvas = createCanvas(ILLUSTRATION_PX, ILLUSTRATION_PX);
  canvas.getContext('2d').drawImage(image, 0, 0, ILLUSTRATION_PX, ILLUSTRATION_PX);
  return canvas.toBuffer('image/png');
}

export async function renderMusicMp3(id: string): Promise<Buffer | null> {
  const track = musicTrack(id);
  if (!track) return null;
  const pcm = toPcm16(synthesise(track));
  // 96 kbit/s: music needs more than a voice. Bit-exact output keeps the cache content-addressed.
  return encodeMp3(pcm, { format: 's16le', sampleRate: MUSIC_SAMPLE_RATE, channels: 1 }, { bitrateKbps: 96 });
}

const FORMATS: Record<StockKind, { contentType: string; extension: string }> = {
  backgrounds: { contentType: 'image/jpeg', extension: 'jpg' },
  illustrations: { contentType: 'image/png', extension: 'png' },
  music: { contentType: 'audio/mpeg', extension: 'mp3' },
};

/**
 * Stock files made on first request and kept under DATA_DIR/catalog (so `npm start` seeds
 * nothing and stays fast); every process sharing DATA_DIR reuses them.
 */
export class StockFiles {
  private readonly cache: DiskCache;

  constructor(dataDir: string) {
    this.cache = new DiskCache(path.join(dataDir, 'catalog', 'stock'));
  }

  /** The asset, or null for an unknown id. */
  async file(kind: StockKind, id: string, variant: 'full' | 'thumb' = 'full'): Promise<StockFile | null> {
    const make = this.producer(kind, id, variant);
    if (!make) return null;
    const format = variant === 'thumb' ? FORMATS.backgrounds : FORMATS[kind];
    const bytes = await this.cache.getOrCreate(DiskCache.keyOf(['stock-v1', kind, id, variant]), async () => {
      const made = await make();
      if (!made) throw new Error(`stock asset vanished: ${kind}/${id}`);
      return made;
    });
    return { bytes, ...format };
  }

  private producer(kind: StockKind, id: string, variant: 'full' | 'thumb'): (() => Promise<Buffer | null>) | null {
    if (kind === 'backgrounds' && backgroundDesign(id)) {
      const size = variant === 'thumb' ? THUMB_SIZE : BACKGROUND_SIZE;
      return async () => renderBackgroundJpeg(id, size.width, size.height);
    }
    if (variant === 'thumb') return null;
    if (kind === 'illustrations' && illustration(id)) return () => renderIllustrationPng(id);
    if (kind === 'music' && musicTrack(id)) return () => renderMusicMp3(id);
    return null;
  }
}

/**
 * Fetches everything a plan references through the caller's loader (the server resolves
 * storage keys, the CLI reads files): images are decoded once, media files get a local path
 * for ffmpeg (buffers are written to the render's temp directory).
 */
import { writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { loadNodeImage } from '@orator/scene/node';
import type { ImageLike } from '@orator/scene';
import { planImageUrls } from '../plan/assetUrls.ts';
import type { RenderPlan } from '../plan/types.ts';

/** url -> file contents, or a local path ffmpeg and the image decoder can read. */
export type AssetLoader = (url: string) => Promise<Buffer | string>;

export interface LoadedAssets {
  images: Map<string, ImageLike>;
  /** Local paths of video and audio sources, by url. */
  mediaPaths: Map<string, string>;
}

function mediaUrls(plan: RenderPlan): Set<string> {
  const urls = new Set<string>();
  for (const { scene } of plan.segments) {
    if (scene.background.kind === 'video') urls.add(scene.background.url);
    for (const layer of scene.layers) {
      if (layer.kind === 'video') urls.add(layer.url);
      if (layer.kind === 'avatar' && layer.face?.kind === 'clone') urls.add(layer.face.loopUrl);
    }
  }
  for (const input of plan.audio) if (input.source.kind === 'url') urls.add(input.source.url);
  return urls;
}

/** A local path for `url`: the loader's own path, or its bytes written to `tempDir/<name>`. */
export async function materialize(url: string, loader: AssetLoader, tempDir: string, name: string): Promise<string> {
  const loaded = await loader(url);
  if (typeof loaded === 'string') return loaded;
  // Keep the extension: ffmpeg probes by content, but it helps with raw AAC/MP3 streams.
  const path = join(tempDir, `${name}${extname(new URL(url, 'file:///').pathname).slice(0, 8)}`);
  await writeFile(path, loaded);
  return path;
}

export async function loadAssets(plan: RenderPlan, loader: AssetLoader, tempDir: string): Promise<LoadedAssets> {
  const images = new Map<string, ImageLike>();
  for (const url of planImageUrls(plan)) images.set(url, await loadNodeImage(await loader(url)));
  const mediaPaths = new Map<string, string>();
  let index = 0;
  for (const url of mediaUrls(plan)) mediaPaths.set(url, await materialize(url, loader, tempDir, `media-${index++}`));
  return { images, mediaPaths };
}

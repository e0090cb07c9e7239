import type { RenderPlan } from './types.ts';

/**
 * Every image url a plan's scenes draw: backgrounds, image layers, talking-photo faces, clone mouth atlases and the
 * image watermark. The export loads them before the first frame; so does the browser preview.
 */
export function planImageUrls(plan: RenderPlan): Set<string> {
  const urls = new Set<string>();
  for (const { scene } of plan.segments) {
    if (scene.background.kind === 'image') urls.add(scene.background.url);
    for (const layer of scene.layers) {
      if (layer.kind === 'image') urls.add(layer.url);
      if (layer.kind === 'avatar' && layer.face) urls.add(layer.face.kind === 'photo' ? layer.face.imageUrl : layer.face.atlasUrl);
    }
    if (scene.watermark?.kind === 'image') urls.add(scene.watermark.url);
  }
  return urls;
}

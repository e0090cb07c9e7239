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
      if (layer.kind === 'avatar') {
        // A designed avatar is drawn from its parameters alone: no image to load.
        if (layer.face?.kind === 'photo') urls.add(layer.face.imageUrl);
        if (layer.face?.kind === 'clone') urls.add(layer.face.atlasUrl);
      }
    }
    if (scene.watermark?.kind === 'image') urls.add(scene.watermark.url);
  }
  return urls;
}

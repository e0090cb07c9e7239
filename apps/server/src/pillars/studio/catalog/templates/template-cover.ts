/**
 * Template covers: page one drawn by THE scene renderer from the render plan's own scene of
 * the page (the same path the editor stage takes), so the cover shows what the editor shows.
 */
import { createFrameRenderer, type AssetProvider, type ImageLike, baseSize, canvasTextMeasure } from '@orator/scene';
import { createNodeCanvas, loadNodeImage, nodeContext, registerNodeFonts } from '@orator/scene/node';
import { planPage } from '@orator/render/plan';
import { isVisualElement, type PageElement, type ProjectPage, type RatioKey } from '@orator/shared';

/** Covers are drawn at half the page's base size: sharp on cards, cheap to make. */
export const COVER_SCALE = 0.5;
const STILL_MS = 10_000;

/** url -> bytes for every image the page uses (null = leave it out). */
export type ImageSource = (url: string) => Promise<Buffer | null>;

function imageUrlsOf(page: ProjectPage): string[] {
  return page.elements.flatMap((e) =>
    e.type === 'image' ? [e.url] : e.type === 'digitalMan' && e.face?.kind === 'photo' ? [e.face.imageUrl] : [],
  );
}

function still(element: PageElement): PageElement {
  return isVisualElement(element) ? { ...element, animationIn: undefined, animationOut: undefined } : element;
}

/** The page drawn as a JPEG, every element in place (entry animations left out). */
export async function renderCoverJpeg(page: ProjectPage, ratio: RatioKey, images: ImageSource): Promise<Buffer> {
  registerNodeFonts();
  const loaded = new Map<string, ImageLike>();
  for (const url of imageUrlsOf(page)) {
    const bytes = await images(url).catch(() => null);
    if (bytes) loaded.set(url, await loadNodeImage(bytes));
  }
  const base = baseSize(ratio);
  const width = Math.round(base.width * COVER_SCALE);
  const height = Math.round(base.height * COVER_SCALE);
  const stillPage: ProjectPage = { ...page, elements: page.elements.map(still) };
  const { scene } = planPage(stillPage, {
    ratio,
    width,
    height,
    startMs: 0,
    durationMs: STILL_MS,
    voice: undefined,
    watermark: null,
    measure: canvasTextMeasure(createNodeCanvas),
  });
  const assets: AssetProvider = { image: (url) => loaded.get(url) ?? null, videoFrame: () => null };
  const canvas = createNodeCanvas(width, height);
  createFrameRenderer(scene, assets, createNodeCanvas).draw(nodeContext(canvas), 0);
  return canvas.toBuffer('image/jpeg', 86);
}

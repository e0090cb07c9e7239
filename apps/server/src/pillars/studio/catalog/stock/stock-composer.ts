/**
 * Offline compositions (issue 15 §4 "Image", product-rules#assistant): with no images model, a
 * prompt becomes a picture laid out by THE scene renderer from the illustration library — a stock
 * background or a soft colour, the illustrations the prompt's words find, and the optional title
 * wrapped by the scene's text layout in Noto Sans CJK (so Chinese renders). Nothing is
 * "generated": the UI says so. The same prompt, title, seed and index give the same pixels.
 */
import { COMPOSITION_SIZES, type ImageRatio } from '@orator/shared/assistant';
import {
  createFrameRenderer,
  createRng,
  defaultSubtitleStyle,
  hashSeed,
  baseSize,
  type AssetProvider,
  type BackgroundSpec,
  type ImageLayer,
  type ImageLike,
  type Layer,
  type Ratio,
  type Scene,
  type TextLayer,
} from '@orator/scene';
import { createNodeCanvas, loadNodeImage, nodeContext, registerNodeFonts } from '@orator/scene/node';
import { renderBackgroundJpeg, renderIllustrationPng } from './stock-files.ts';
import { bestBackground, GRADIENT_BACKGROUND_IDS, rankIllustrations } from './stock-search.ts';

const SCENE_RATIO: Record<ImageRatio, Ratio> = { '16:9': 0, '9:16': 1, '1:1': 4 };
/** Soft backdrops for the plain variants: the illustrations' colours read well on all of them. */
const SOFT_COLOURS = ['#f4f1ea', '#eaf2fb', '#eef7f0', '#fdf0e6', '#f3eefb', '#fff8dc'];
const TITLE_FONT = 'Noto Sans CJK SC';

export interface CompositionRequest {
  prompt: string;
  title: string;
  ratio: ImageRatio;
  seed: number;
  /** Which of the request's pictures (0..3): each index is another layout. */
  index: number;
}

export interface Composition {
  png: Buffer;
  width: number;
  height: number;
  /** The library illustrations it shows. */
  illustrations: string[];
  /** The stock background under it, or null for a plain colour. */
  background: string | null;
}

interface Plan {
  scene: Scene;
  illustrations: string[];
  background: string | null;
}

const still = { startMs: 0, durationMs: 1000, rotation: 0, opacity: 1, animationIn: null, animationOut: null } as const;

function imageLayer(id: string, left: number, top: number, size: number): ImageLayer {
  return {
    ...still,
    id: `il-${id}-${left}-${top}`,
    kind: 'image',
    url: `illustration:${id}`,
    fit: 'contain',
    box: { left, top, width: size, height: size },
  };
}

function titleLayer(text: string, box: { left: number; top: number; width: number }, fontSize: number, onImage: boolean): TextLayer {
  const lineSpacing = 1.25;
  // Two lines and the block's padding (4 base units a side, text-block.ts).
  const height = Math.ceil(fontSize * lineSpacing * 2 + 8);
  return {
    ...still,
    id: 'title',
    kind: 'text',
    text,
    box: { ...box, height },
    style: {
      fontFamily: TITLE_FONT,
      fontSize,
      bold: true,
      italic: false,
      underline: false,
      letterSpacing: 0,
      lineSpacing,
      color: onImage ? '#ffffff' : '#1f2937',
      strokeColor: onImage ? 'rgba(0,0,0,0.55)' : null,
      strokeWidth: onImage ? 2 : 0,
      fillColor: null,
      align: 'center',
    },
  };
}

/** The scene of one composition: which illustrations, which backdrop, where everything goes. */
export function planComposition(request: CompositionRequest): Plan {
  const ratio = SCENE_RATIO[request.ratio];
  const base = baseSize(ratio);
  const { width: W, height: H } = base;
  // The pool and its starting point depend on the prompt and seed only, so the four indexes are four neighbours.
  const ranked = rankIllustrations(request.prompt);
  const top = ranked[0]?.score ?? 0;
  const pool = top > 0 ? ranked.filter((r) => r.score === top) : ranked;
  const start = Math.floor(createRng(hashSeed(`${request.prompt}|${request.seed}`))() * pool.length);
  const rng = createRng(hashSeed(`${request.prompt}|${request.title}|${request.seed}|${request.index}`));
  // Each index starts elsewhere in the best matches; a layout's further illustrations are the next
  // distinct ones (then the next best of the library), never the same one twice.
  const shift = (start + request.index) % pool.length;
  const order = [...pool.slice(shift), ...pool.slice(0, shift), ...ranked.filter((r) => !pool.includes(r))];
  const pick = (offset: number) => order[offset % order.length]!.design.id;

  const named = bestBackground(request.prompt);
  const layout = request.index % 4;
  const plain = layout === 1 || layout === 3;
  const backgroundId = plain ? null : (named?.id ?? GRADIENT_BACKGROUND_IDS[Math.floor(rng() * GRADIENT_BACKGROUND_IDS.length)]!);
  const background: BackgroundSpec = backgroundId
    ? { kind: 'image', url: `background:${backgroundId}`, fit: 'cover' }
    : { kind: 'color', color: SOFT_COLOURS[Math.floor(rng() * SOFT_COLOURS.length)]! };

  const title = request.title.trim();
  const short = Math.min(W, H);
  const fontSize = Math.round(short * (W > H ? 0.075 : 0.085));
  const titleHeight = title ? fontSize * 1.25 * 2 + 8 : 0;
  const margin = Math.round(short * 0.06);
  const layers: Layer[] = [];
  const used: string[] = [];
  const addIllustration = (id: string, left: number, topY: number, size: number) => {
    layers.push(imageLayer(id, Math.round(left), Math.round(topY), Math.round(size)));
    used.push(id);
  };

  if (layout === 0) {
    // One large illustration in the middle, the title under it.
    const size = Math.min(W - margin * 2, H - margin * 2 - titleHeight) * 0.82;
    const topY = (H - size - titleHeight) / 2;
    addIllustration(pick(0), (W - size) / 2, topY, size);
    if (title)
      layers.push(
        titleLayer(title, { left: margin, top: Math.round(topY + size + margin * 0.3), width: W - margin * 2 }, fontSize, !plain),
      );
  } else if (layout === 1) {
    if (W > H) {
      // Landscape: the illustration on the left third, the title beside it.
      const size = Math.min(H - margin * 2, W * 0.42);
      addIllustration(pick(0), margin, (H - size) / 2, size);
      if (title)
        layers.push(
          titleLayer(
            title,
            { left: Math.round(margin * 2 + size), top: Math.round((H - titleHeight) / 2), width: Math.round(W - size - margin * 3) },
            fontSize,
            false,
          ),
        );
    } else {
      // Square or portrait: the title on top, the illustration below.
      const size = Math.min(W - margin * 2, H - margin * 3 - titleHeight) * 0.9;
      if (title) layers.push(titleLayer(title, { left: margin, top: margin, width: W - margin * 2 }, fontSize, false));
      addIllustration(pick(0), (W - size) / 2, H - margin - size, size);
    }
  } else if (layout === 2) {
    // Two illustrations overlapping on a diagonal, the title at the top.
    const room = H - margin * 2 - titleHeight;
    const size = Math.min(W * 0.5, room * 0.72);
    const topY = margin + titleHeight;
    if (title) layers.push(titleLayer(title, { left: margin, top: margin, width: W - margin * 2 }, fontSize, true));
    addIllustration(pick(0), W / 2 - size * 0.95, topY + (room - size) * 0.15, size);
    addIllustration(pick(1), W / 2 - size * 0.05, topY + (room - size) * 0.85, size);
  } else {
    // A row of three smaller illustrations, the title centred above them.
    const count = 3;
    const size = Math.min((W - margin * (count + 1)) / count, (H - margin * 3 - titleHeight) * 0.8);
    const rowWidth = size * count + margin * (count - 1);
    const topY = title ? (H - size - titleHeight - margin) / 2 + titleHeight + margin : (H - size) / 2;
    if (title)
      layers.push(
        titleLayer(title, { left: margin, top: Math.round(topY - titleHeight - margin), width: W - margin * 2 }, fontSize, false),
      );
    for (let k = 0; k < count; k++) addIllustration(pick(k), (W - rowWidth) / 2 + k * (size + margin), topY, size);
  }

  const output = COMPOSITION_SIZES[request.ratio];
  const scene: Scene = {
    ratio,
    width: output.width,
    height: output.height,
    durationMs: 1000,
    background,
    layers,
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(ratio),
    watermark: null,
  };
  return { scene, illustrations: [...new Set(used)], background: backgroundId };
}

/** Draws the composition to a PNG of COMPOSITION_SIZES[ratio]. */
export async function composeImage(request: CompositionRequest): Promise<Composition> {
  registerNodeFonts();
  const plan = planComposition(request);
  const images = new Map<string, ImageLike>();
  for (const id of plan.illustrations) {
    const png = await renderIllustrationPng(id);
    if (png) images.set(`illustration:${id}`, await loadNodeImage(png));
  }
  if (plan.background) {
    const jpeg = renderBackgroundJpeg(plan.background, 1280, 720);
    if (jpeg) images.set(`background:${plan.background}`, await loadNodeImage(jpeg));
  }
  const assets: AssetProvider = { image: (url) => images.get(url) ?? null, videoFrame: () => null };
  const { width, height } = plan.scene;
  const canvas = createNodeCanvas(width, height);
  createFrameRenderer(plan.scene, assets, createNodeCanvas).draw(nodeContext(canvas), 0);
  return { png: canvas.toBuffer('image/png'), width, height, illustrations: plan.illustrations, background: plan.background };
}

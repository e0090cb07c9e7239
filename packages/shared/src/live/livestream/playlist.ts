/**
 * The order a live room plays its lines in (issue 13 §2): products in order (only those open),
 * each product's scenes in order, each scene's ready lines in order, looping for as long as
 * the room runs. The position is kept as ids of the last line played, not indices, so editing
 * the room while it streams or restarting a crashed streamer continues from the next line.
 */

interface PlaylistLine {
  id: string;
  /** Only synthesised lines (cmpStatus success) are played. */
  ready: boolean;
}

interface PlaylistScene {
  id: string;
  lines: readonly PlaylistLine[];
}

export interface PlaylistProduct {
  id: string;
  isOpen: boolean;
  scenes: readonly PlaylistScene[];
}

/** The last line played; null before the first. */
export type PlaylistPosition = { productId: string; sceneId: string; lineId: string } | null;

export interface PlaylistStep {
  productId: string;
  sceneId: string;
  lineId: string;
  /** True when this step starts the playlist again from its first line. */
  wrapped: boolean;
}

function playableOrder(products: readonly PlaylistProduct[]): Omit<PlaylistStep, 'wrapped'>[] {
  return products
    .filter((product) => product.isOpen)
    .flatMap((product) =>
      product.scenes.flatMap((scene) =>
        scene.lines.filter((line) => line.ready).map((line) => ({ productId: product.id, sceneId: scene.id, lineId: line.id })),
      ),
    );
}

/** Where the last played line now stands, or where its scene or product continues if it is gone. */
function resumeIndex(
  order: Omit<PlaylistStep, 'wrapped'>[],
  products: readonly PlaylistProduct[],
  at: NonNullable<PlaylistPosition>,
): number {
  const exact = order.findIndex((step) => step.lineId === at.lineId && step.sceneId === at.sceneId);
  if (exact !== -1) return exact + 1;
  // The line was removed or is being re-synthesised: go on with the next line of its scene,
  // else the next scene of its product, else the product after it.
  const product = products.find((candidate) => candidate.id === at.productId);
  const scene = product?.scenes.find((candidate) => candidate.id === at.sceneId);
  if (scene) {
    const lineIndex = scene.lines.findIndex((line) => line.id === at.lineId);
    const laterLine = scene.lines.slice(lineIndex + 1).find((line) => order.some((step) => step.lineId === line.id));
    if (lineIndex !== -1 && laterLine) return order.findIndex((step) => step.lineId === laterLine.id);
  }
  if (product) {
    const sceneIndex = product.scenes.findIndex((candidate) => candidate.id === at.sceneId);
    const laterScenes = new Set(product.scenes.slice(sceneIndex + 1).map((candidate) => candidate.id));
    const next = order.findIndex((step) => step.productId === product.id && laterScenes.has(step.sceneId));
    if (sceneIndex !== -1 && next !== -1) return next;
    const productIndex = products.indexOf(product);
    const laterProducts = new Set(products.slice(productIndex + 1).map((candidate) => candidate.id));
    const nextProduct = order.findIndex((step) => laterProducts.has(step.productId));
    if (nextProduct !== -1) return nextProduct;
  }
  return order.length; // nothing after it: start again
}

/** The line to play after `position`; null when the room has no ready line at all. */
export function nextLine(products: readonly PlaylistProduct[], position: PlaylistPosition): PlaylistStep | null {
  const order = playableOrder(products);
  if (order.length === 0) return null;
  const index = position ? resumeIndex(order, products, position) : 0;
  const wrapped = index >= order.length;
  return { ...order[wrapped ? 0 : index]!, wrapped };
}

/**
 * The subset of CanvasRenderingContext2D that both browsers and @napi-rs/canvas implement.
 * Declared structurally (with method syntax, so parameter types compare bivariantly) so the
 * DOM context and the Skia context both satisfy it without either library's types leaking in.
 */

/** An image, canvas, bitmap or decoded video frame whose pixel size the renderer needs for fitting. */
export interface ImageLike {
  readonly width: number;
  readonly height: number;
}

/**
 * What drawImage accepts. Deliberately just `object`: the DOM's CanvasImageSource union
 * (SVG images, VideoFrame...) has no common width field, and the Skia side has its own types.
 */
type DrawableImage = object;

interface GradientLike {
  addColorStop(offset: number, color: string): void;
}

interface TextMetricsLike {
  readonly width: number;
}

export interface Ctx2D {
  // Style fields are written, never read back, so `unknown` accepts both libraries' unions.
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: CanvasLineJoinLike;
  lineCap: CanvasLineCapLike;
  globalAlpha: number;
  globalCompositeOperation: string;
  font: string;
  letterSpacing: string;
  textAlign: 'left' | 'right' | 'center' | 'start' | 'end';
  textBaseline: 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom';
  shadowBlur: number;
  shadowColor: string;
  shadowOffsetX: number;
  shadowOffsetY: number;
  imageSmoothingEnabled: boolean;

  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;

  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number, ccw?: boolean): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;

  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): TextMetricsLike;

  drawImage(image: DrawableImage, dx: number, dy: number): void;
  drawImage(image: DrawableImage, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(image: DrawableImage, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;

  getImageData(sx: number, sy: number, sw: number, sh: number): { readonly data: ArrayLike<number> };

  createLinearGradient(x0: number, y0: number, x1: number, y1: number): GradientLike;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): GradientLike;
}

type CanvasLineJoinLike = 'bevel' | 'miter' | 'round';
type CanvasLineCapLike = 'butt' | 'round' | 'square';

/** An offscreen canvas from either side: HTMLCanvasElement, OffscreenCanvas or Skia Canvas. */
export interface CanvasLike extends ImageLike {
  getContext(type: '2d'): Ctx2D | null;
}

export type CanvasFactory = (width: number, height: number) => CanvasLike;

/** Context of a freshly made canvas; both libraries always return one for '2d'. */
export function context2d(canvas: CanvasLike): Ctx2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas context unavailable');
  return ctx;
}

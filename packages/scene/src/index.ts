/** @orator/scene: the scene model, the one Canvas2D renderer and the illustrated avatars. */
export type { Ctx2D, CanvasLike, CanvasFactory, ImageLike } from './canvas-types.ts';
export { baseSize, outputSize, sceneScale, RATIOS, type Ratio, type Tier } from './sizes.ts';
export type {
  AnimationSpec,
  AnimationType,
  AssetProvider,
  AvatarAction,
  AvatarLayer,
  BackgroundSpec,
  Box,
  ImageLayer,
  Layer,
  Scene,
  SubtitleStyle,
  TextLayer,
  TextStyle,
  VideoLayer,
  WatermarkSpec,
  ActionType,
} from './scene.ts';
export { ACTION_TYPES } from './scene.ts';
export { createFrameRenderer, type FrameRenderer } from './frame-renderer.ts';
export {
  balancedCueText,
  canvasTextMeasure,
  fitsOneCue,
  subtitleFont,
  subtitleLines,
  subtitleSafeWidth,
  splitTimedCue,
  type SubtitleLayout,
  type TextMeasure,
} from './subtitle-layout.ts';
export { defaultSubtitleStyle, defaultTextWatermark } from './defaults.ts';
export { createRng, hashSeed } from './prng.ts';
export { loadChineseWords, loadChineseWordsFor } from './chinese-words.ts';
export { FONT_FAMILIES } from './fonts.ts';
export { avatarCatalog, avatarById, shuffledAvatarParams, type AvatarDescriptor } from './avatar/catalog.ts';
export { EYE_COLORS, HAIR_COLORS, OUTFIT_PALETTES, SCARF_COLORS, SKIN_TONES } from './avatar/params.ts';
export { AvatarPainter, REST_VISEME } from './avatar/avatar-renderer.ts';
export { planGestures, GESTURE_MS } from './avatar/gesture-plan.ts';
export { VIEWPORTS } from './avatar/figure.ts';
export {
  applySimilarity,
  composeSimilarity,
  invertSimilarity,
  mouthOpacity,
  selectMouthCell,
  similarityScale,
  type CloneFace,
  type CloneLoop,
  type MouthAtlas,
  type MouthCell,
  type Point,
  type Similarity,
} from './clone/clone-model.ts';
export { paintCloneFrame, loopToLayer } from './clone/clone-painter.ts';
export { renderSubtitleBlock } from './subtitle-block.ts';
export { faceSquare } from './face/face-crop.ts';
export { coverScene } from './cover.ts';

/** @orator/scene: the scene model, the one Canvas2D renderer and the illustrated avatars. */
export type { Ctx2D, CanvasLike, CanvasFactory, ImageLike, GradientLike } from './canvas-types.ts';
export { baseSize, outputSize, sceneScale, RATIOS, TIERS, type Ratio, type Tier, type Size } from './sizes.ts';
export type {
  AnimationSpec,
  AnimationType,
  AssetProvider,
  AvatarAction,
  AvatarLayer,
  BackgroundSpec,
  Box,
  Framing,
  ImageFit,
  ImageLayer,
  Layer,
  Scene,
  SpeakerType,
  SubtitleCue,
  SubtitleStyle,
  TextAlign,
  TextLayer,
  TextStyle,
  VideoLayer,
  WatermarkCorner,
  WatermarkSpec,
  ActionType,
  PhotoFace,
  DesignedFace,
} from './scene.ts';
export { ANIMATION_TYPES, ACTION_TYPES } from './scene.ts';
export { createFrameRenderer, type FrameRenderer } from './frame-renderer.ts';
export { layerMotion, type LayerMotion } from './animation.ts';
export { fitImage, containBottom, scaleBoxAroundCentre } from './layout.ts';
export { wrapSubtitle, wrapLines, defaultLineLength, SUBTITLE_LINE_LENGTH } from './subtitle-wrap.ts';
export {
  balancedCueText,
  canvasTextMeasure,
  fitsOneCue,
  subtitleCueTexts,
  subtitleFont,
  subtitleLines,
  subtitleSafeWidth,
  splitTimedCue,
  SUBTITLE_MAX_LINES,
  SUBTITLE_SAFE_FRACTION,
  type SubtitleLayout,
  type TextMeasure,
} from './subtitle-layout.ts';
export { defaultSubtitleStyle, defaultTextWatermark } from './defaults.ts';
export { cornerPosition } from './watermark.ts';
export { createRng, hashSeed } from './prng.ts';
export { FONT_FAMILIES, cssFamilyFor, cssFont, DEFAULT_SUBTITLE_FONT, type FontFamily } from './fonts.ts';
export { avatarCatalog, avatarById, shuffledAvatarParams, CATALOG_SIZE, type AvatarDescriptor, type PlanTags } from './avatar/catalog.ts';
export { EYE_COLORS, HAIR_COLORS, OUTFIT_PALETTES, SCARF_COLORS, SKIN_TONES } from './avatar/params.ts';
export { AvatarPainter, avatarPlacement, REST_VISEME, type AvatarFrameInput } from './avatar/avatar-renderer.ts';
export type { AvatarParams, AvatarStyle, Gender, Age, HairStyle, Outfit } from './avatar/params.ts';
export type { ActiveAction } from './avatar/motion.ts';
export { gestureFor, planGestures, GESTURE_MS } from './avatar/gesture-plan.ts';
export { VIEWPORTS } from './avatar/figure.ts';
export {
  applySimilarity,
  composeSimilarity,
  invertSimilarity,
  loopFrameIndex,
  mouthOpacity,
  selectMouthCell,
  similarityScale,
  IDENTITY,
  MOUTH_FADE_FRAMES,
  type CloneFace,
  type CloneLoop,
  type MouthAtlas,
  type MouthCell,
  type Point,
  type Similarity,
} from './clone/clone-model.ts';
export { paintCloneFrame, loopToLayer, type CloneFrameInput } from './clone/clone-painter.ts';
export { renderSubtitleBlock, type SubtitleBlock } from './subtitle-block.ts';
export { PhotoFacePainter, type PhotoFrameInput } from './face/photo-painter.ts';
export { buildFaceMesh, type FaceMesh } from './face/mesh.ts';
export { faceSquare, FACE_SQUARE_SPAN, type FaceSquare } from './face/face-crop.ts';
export { warpFace, REST_POSE, type FacePose } from './face/warp.ts';
export {
  coverScene,
  layoutCover,
  layoutCoverSticker,
  layoutCoverTitle,
  titleFont,
  titlePadding,
  type CoverLayout,
  type CoverSceneInput,
  type CoverTitleLayout,
} from './cover.ts';

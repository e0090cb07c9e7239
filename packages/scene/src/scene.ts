/**
 * The scene model: what one page of a project looks like over time. All positions and sizes
 * are in the ratio's base coordinates (product-rules#projects-model); the renderer scales them to
 * the output size (see sizes.ts).
 */
import { AVATAR_ACTION_TYPES, type VisemeFrame } from '@orator/shared';
import type { ImageLike } from './canvas-types.ts';
import type { CloneFace } from './clone/clone-model.ts';
import type { AvatarParams } from './avatar/params.ts';
import type { Ratio } from './sizes.ts';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const ANIMATION_TYPES = ['none', 'fade', 'slide-left', 'slide-right', 'slide-up', 'slide-down', 'zoom', 'typewriter'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];

/** Entry or exit animation (product-rules#projects-model: type, duration ms, delay ms). */
export interface AnimationSpec {
  type: AnimationType;
  durationMs: number;
  delayMs: number;
}

interface LayerBase {
  id: string;
  startMs: number;
  durationMs: number;
  box: Box;
  /** Degrees clockwise around the box centre. */
  rotation: number;
  /** 0..1 */
  opacity: number;
  animationIn: AnimationSpec | null;
  animationOut: AnimationSpec | null;
}

export type ImageFit = 'fill' | 'cover' | 'contain';

export interface ImageLayer extends LayerBase {
  kind: 'image';
  url: string;
  fit: ImageFit;
}

export interface VideoLayer extends LayerBase {
  kind: 'video';
  url: string;
  fit: ImageFit;
  /** Offset into the source clip at the layer start (spec clip beginTime). */
  sourceStartMs: number;
}

type TextAlign = 'left' | 'center' | 'right';

export interface TextStyle {
  /** Font key from FONT_FAMILIES (SimHei, STSong, Arial...). */
  fontFamily: string;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** Extra space between characters, base units. */
  letterSpacing: number;
  /** Line height as a multiple of the font size. */
  lineSpacing: number;
  color: string;
  strokeColor: string | null;
  strokeWidth: number;
  /** Background box colour behind the text block, or null. */
  fillColor: string | null;
  align: TextAlign;
}

export interface TextLayer extends LayerBase {
  kind: 'text';
  text: string;
  style: TextStyle;
}

export type Framing = 'head' | 'half';
type SpeakerType = 'man' | 'head' | 'voice' | 'no_man';
/** The contract's list (the aiask action library names the same actions). */
export const ACTION_TYPES = AVATAR_ACTION_TYPES;
export type ActionType = (typeof ACTION_TYPES)[number];

export interface AvatarAction {
  type: ActionType;
  startMs: number;
  durationMs: number;
}

/**
 * A real photo animated as a talking head (issue 12): the photo, its size in pixels and the 68
 * face landmarks found on it (x0, y0, ... x67, y67 in those pixels; @orator/faces detects them).
 */
export interface PhotoFace {
  kind: 'photo';
  imageUrl: string;
  width: number;
  height: number;
  landmarks: number[];
}

/** An illustrated avatar the user designed (issue 12 "custom avatar design"): drawn from these parameters. */
interface DesignedFace {
  kind: 'designed';
  params: AvatarParams;
}

export interface AvatarLayer extends LayerBase {
  kind: 'avatar';
  avatarId: string;
  framing: Framing;
  /** spec `circle`: head shown in a round crop over a background disc. */
  circle: boolean;
  /** Disc colour behind a circle-cropped avatar. */
  circleColor?: string;
  speakerType: SpeakerType;
  /** Mouth track at VISEME_FPS from the layer start. */
  visemes: VisemeFrame[];
  /** Gestures; times relative to the layer start. */
  actions: AvatarAction[];
  /** When set, this photo, cloned person or designed avatar is drawn and animated instead of the catalogue avatar `avatarId`. */
  face?: PhotoFace | CloneFace | DesignedFace;
}

export type Layer = ImageLayer | VideoLayer | TextLayer | AvatarLayer;

export type BackgroundSpec =
  | { kind: 'color'; color: string }
  | {
      kind: 'image';
      url: string;
      fit: 'cover' | 'contain';
      /** Letterbox colour for `contain`. */
      color?: string;
      /** bg_x, bg_y, bg_width, bg_height: explicit placement in base units (overrides fit). */
      placement?: Box;
      /** bg_scale in percent (100 = as placed), around the placement centre. */
      scale?: number;
    }
  | { kind: 'video'; url: string; fit: 'cover' | 'contain'; color?: string; sourceStartMs?: number };

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface SubtitleStyle {
  fontFamily: string;
  /** Base units at the 720-high base size (default 30). */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  color: string;
  outlineColor: string;
  /** Outline width in base units. */
  outlineWidth: number;
  /** Optional box behind the lines. */
  backgroundColor: string | null;
  /** Distance from the frame bottom to the last line's bottom, in PERCENT of frame height (spec bottom space 6). */
  bottomPercent: number;
  /** srt_len: characters per line. */
  lineLength: number;
  lineSpacing: number;
  /** A line under each text line, in the text colour (video-dub subtitle style §3). */
  underline?: boolean;
  /** A soft dark drop shadow under the text and outline. */
  shadow?: boolean;
  /** Extra space between words, in base units (0 = the font's own). */
  wordSpacing?: number;
}

export type WatermarkCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export type WatermarkSpec =
  | {
      kind: 'text'; // spec type 1008
      /** Localised notice, e.g. "Generated by AI". */
      text: string;
      corner: WatermarkCorner;
      /** Base units; spec offsets left 20, top 8 (or 20). */
      offsetX: number;
      offsetY: number;
      fontSize: number;
      color: string;
      strokeColor: string;
      strokeWidth: number;
    }
  | {
      kind: 'image'; // spec type 1002
      url: string;
      corner: WatermarkCorner;
      offsetX: number;
      offsetY: number;
      width: number;
      height: number;
      opacity: number;
    };

export interface Scene {
  ratio: Ratio;
  /** Output pixel size; the renderer scales base coordinates by width / baseSize(ratio).width. */
  width: number;
  height: number;
  durationMs: number;
  background: BackgroundSpec;
  /** Bottom to top. */
  layers: Layer[];
  subtitles: SubtitleCue[] | null;
  subtitleStyle: SubtitleStyle;
  watermark: WatermarkSpec | null;
}

/** Images and video frames the scene references, loaded by the host (browser or Node). */
export interface AssetProvider {
  image(url: string): ImageLike | null;
  videoFrame(url: string, timeMs: number): ImageLike | null;
}

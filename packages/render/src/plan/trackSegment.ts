/**
 * A multi-track project (product-rules#timeline) -> one scene for the whole timeline, its audio
 * inputs and subtitle cues. Later tracks draw on top of earlier ones; unchecked tracks are
 * neither seen nor heard.
 */
import { CLIP_SOURCE_TYPE, isDigitalHumanSource, textStyleSchema, type Clip, type Project, type Track } from '@orator/shared/project';
import {
  defaultSubtitleStyle,
  ACTION_TYPES,
  type ActionType,
  type AvatarAction,
  type Box,
  type Layer,
  type Scene,
  type SubtitleStyle,
  type WatermarkSpec,
  baseSize,
  type Ratio,
  type TextMeasure,
} from '@orator/scene';
import { layoutStoredCues } from './subtitleCues.ts';
import { gainFromAudioDb, textStyle } from './layers.ts';
import { wholeFrames } from './pageTiming.ts';
import { FRAME_MS, type AudioInput, type PlacedVoice, type TimedCue } from './types.ts';
import { globalVisemes, visemeSlice, type VoiceAt } from './voiceTimeline.ts';

export interface TrackContext {
  ratio: Ratio;
  width: number;
  height: number;
  voices: ReadonlyMap<string, PlacedVoice>;
  watermark: WatermarkSpec | null;
  /** Text width in the renderer's font (canvasTextMeasure): subtitle lines and cue splits. */
  measure: TextMeasure;
}

export interface TrackOutput {
  durationMs: number;
  scene: Scene;
  audio: AudioInput[];
  cues: TimedCue[];
  voicesAt: VoiceAt[];
}

/** Track text sizes are authored for a 1080-high canvas; scenes use the 720-high base. */
const TRACK_TEXT_SCALE = 720 / 1080;
const TRACK_BACKGROUND_COLOR = '#000000';
const DEFAULT_GESTURE_MS = 1500;

const VIDEO_TYPES: ReadonlySet<string> = new Set([CLIP_SOURCE_TYPE.video, CLIP_SOURCE_TYPE.newVideo]);

function frameAligned(ms: number): number {
  return Math.round(ms / FRAME_MS) * FRAME_MS;
}

function clipBox(clip: Clip, ratio: Ratio): Box {
  // A clip without a size fills the frame (media dropped straight onto the timeline).
  if (clip.width <= 0 || clip.height <= 0) return { left: 0, top: 0, ...baseSize(ratio) };
  const factor = clip.scale / 100;
  return { left: clip.left, top: clip.top, width: clip.width * factor, height: clip.height * factor };
}

function layerBase(clip: Clip, ratio: Ratio) {
  return {
    id: clip.uuid,
    startMs: clip.startTime,
    durationMs: clip.duration,
    box: clipBox(clip, ratio),
    rotation: clip.rotate,
    opacity: 1,
    animationIn: null,
    animationOut: null,
  };
}

function actionsWithin(clip: Clip, actionClips: readonly Clip[]): AvatarAction[] {
  return actionClips.flatMap((action) => {
    const type = action.actionKey ?? action.content;
    if (!(ACTION_TYPES as readonly string[]).includes(type)) return [];
    const startMs = action.startTime - clip.startTime;
    if (startMs < 0 || startMs >= clip.duration) return [];
    return [{ type: type as ActionType, startMs, durationMs: action.duration > 0 ? action.duration : DEFAULT_GESTURE_MS }];
  });
}

function subtitleStyleOf(track: Track | undefined, ratio: Ratio): SubtitleStyle {
  const style = defaultSubtitleStyle(ratio);
  const text = track?.textStyle;
  if (!text) return style;
  return {
    ...style,
    fontFamily: text.font,
    fontSize: text.fontSize * TRACK_TEXT_SCALE,
    bold: text.fontBold,
    italic: text.fontItalic,
    color: text.fontColor,
    bottomPercent: text.bottom > 0 ? (text.bottom / baseSize(ratio).height) * 100 : style.bottomPercent,
  };
}

function audioInput(clip: Clip, role: AudioInput['role'], loop: boolean): AudioInput {
  return {
    id: clip.uuid,
    role,
    source: { kind: 'url', url: clip.url },
    startMs: clip.startTime,
    durationMs: clip.duration,
    sourceStartMs: clip.beginTime,
    gain: gainFromAudioDb(clip.audioDb),
    fadeInMs: clip.fadeIn,
    fadeOutMs: clip.fadeOut,
    loop,
  };
}

export function planTracks(project: Project, ctx: TrackContext): TrackOutput {
  const tracks = project.tracks.filter((t) => t.isChecked);
  const clipsOf = (type: string) => tracks.filter((t) => t.type === type).flatMap((t) => t.infos);

  const voicesAt: VoiceAt[] = clipsOf(CLIP_SOURCE_TYPE.dubbing).flatMap((clip) => {
    const voice = ctx.voices.get(clip.uuid);
    return voice ? [{ voice, startMs: frameAligned(clip.startTime) }] : [];
  });
  const clipEnd = Math.max(0, ...tracks.flatMap((t) => t.infos.map((c) => c.startTime + c.duration)));
  const voiceEnd = Math.max(0, ...voicesAt.map((v) => v.startMs + v.voice.durationMs));
  const durationMs = wholeFrames(Math.max(clipEnd, voiceEnd));
  const mouth = globalVisemes(voicesAt, Math.round(durationMs / FRAME_MS));
  const actionClips = clipsOf(CLIP_SOURCE_TYPE.action);

  const layers: Layer[] = [];
  const audio: AudioInput[] = voicesAt.map(({ voice, startMs }, index) => ({
    id: `dubbing:${index}`,
    role: 'speech',
    source: { kind: 'wav', data: voice.wav },
    startMs,
    durationMs: voice.durationMs,
    sourceStartMs: 0,
    gain: 1,
    fadeInMs: 0,
    fadeOutMs: 0,
    loop: false,
  }));
  for (const track of tracks) {
    for (const clip of track.infos) {
      const type = clip.sourceType;
      if (VIDEO_TYPES.has(type)) {
        layers.push({ ...layerBase(clip, ctx.ratio), kind: 'video', url: clip.url, fit: 'cover', sourceStartMs: clip.beginTime });
        audio.push(audioInput(clip, 'video', false));
      } else if (type === CLIP_SOURCE_TYPE.image) {
        layers.push({ ...layerBase(clip, ctx.ratio), kind: 'image', url: clip.url, fit: 'cover' });
      } else if (type === CLIP_SOURCE_TYPE.text) {
        layers.push({ ...layerBase(clip, ctx.ratio), kind: 'text', text: clip.content, style: textStyle(textStyleSchema.parse({})) });
      } else if (isDigitalHumanSource(type)) {
        const startFrame = Math.round(clip.startTime / FRAME_MS);
        layers.push({
          ...layerBase(clip, ctx.ratio),
          kind: 'avatar',
          avatarId: clip.url || clip.title,
          framing: 'half',
          circle: false,
          speakerType: 'man',
          visemes: visemeSlice(mouth, startFrame, Math.round(clip.duration / FRAME_MS)),
          actions: actionsWithin(clip, actionClips),
          ...(clip.face ? { face: clip.face } : {}),
        });
      } else if (type === CLIP_SOURCE_TYPE.audio) {
        audio.push(audioInput(clip, 'audio', false));
      } else if (type === CLIP_SOURCE_TYPE.backgroundMusic) {
        audio.push(audioInput(clip, 'bgm', true));
      }
    }
  }

  const subtitleTrack = tracks.find((t) => t.type === CLIP_SOURCE_TYPE.subtitle);
  const subtitleStyle = subtitleStyleOf(subtitleTrack, ctx.ratio);
  const stored: TimedCue[] = (subtitleTrack?.infos ?? [])
    .filter((clip) => clip.content.trim())
    .map((clip) => ({ startMs: clip.startTime, endMs: clip.startTime + clip.duration, text: clip.content }));
  const cues = layoutStoredCues(stored, { ratio: ctx.ratio, style: subtitleStyle, measure: ctx.measure });
  const scene: Scene = {
    ratio: ctx.ratio,
    width: ctx.width,
    height: ctx.height,
    durationMs,
    background: { kind: 'color', color: TRACK_BACKGROUND_COLOR },
    layers,
    subtitles: subtitleTrack ? cues : null,
    subtitleStyle,
    watermark: ctx.watermark,
  };
  return { durationMs, scene, audio, cues, voicesAt };
}

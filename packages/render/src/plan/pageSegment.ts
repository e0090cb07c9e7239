/** One page of a page-style project -> its scene, audio inputs and subtitle cues. */
import type { ProjectPage as Page, PageElement } from '@orator/shared/project';
import {
  defaultSubtitleStyle,
  ACTION_TYPES,
  type ActionType,
  type AvatarAction,
  type BackgroundSpec,
  type Layer,
  type Scene,
  type SubtitleStyle,
  type WatermarkSpec,
  type Ratio,
  type SubtitleLayout,
  type TextMeasure,
} from '@orator/scene';
import { animationSpec, boxFromPosition, gainFromAudioDb, textStyle } from './layers.ts';
import { timedTokens } from './scriptAlignment.ts';
import { cuesFromTokens, layoutStoredCues, placeCues } from './subtitleCues.ts';
import type { AudioInput, PlacedVoice, TimedCue } from './types.ts';
import { visemeSlice } from './voiceTimeline.ts';

export interface PageContext {
  ratio: Ratio;
  width: number;
  height: number;
  startMs: number;
  durationMs: number;
  voice: PlacedVoice | undefined;
  watermark: WatermarkSpec | null;
  /** Text width in the renderer's font (canvasTextMeasure): subtitle lines and cue splits. */
  measure: TextMeasure;
}

export interface PageOutput {
  scene: Scene;
  audio: AudioInput[];
  /** On the whole-video timeline. */
  cues: TimedCue[];
}

/** Gesture keys the renderer can play; other action keys (custom_action ...) are ignored. */
function actionType(key: string): ActionType | null {
  return (ACTION_TYPES as readonly string[]).includes(key) ? (key as ActionType) : null;
}

const DEFAULT_GESTURE_MS = 1500;
const PAGE_BACKGROUND_COLOR = '#1e2230';

function background(page: Page): BackgroundSpec {
  const image = page.elements.find((e) => e.type === 'image' && e.isBg === 1);
  if (image?.type === 'image') return { kind: 'image', url: image.url, fit: 'cover' };
  return { kind: 'color', color: PAGE_BACKGROUND_COLOR };
}

function layerFor(element: PageElement, ctx: PageContext): Layer | null {
  if (!('zIndex' in element)) return null;
  const base = {
    id: element.uuid,
    startMs: 0,
    durationMs: ctx.durationMs,
    box: boxFromPosition(element.position),
    rotation: element.rotate,
    opacity: element.opacity,
    animationIn: animationSpec(element.animationIn),
    animationOut: animationSpec(element.animationOut),
  };
  switch (element.type) {
    case 'image':
      return element.isBg === 1 ? null : { ...base, kind: 'image', url: element.url, fit: 'contain' };
    case 'video':
      return { ...base, kind: 'video', url: element.url, fit: 'cover', sourceStartMs: 0 };
    case 'text':
    case 'title':
      return { ...base, kind: 'text', text: element.text, style: textStyle(element.style) };
    case 'digitalMan': {
      const frameCount = Math.round(ctx.durationMs / (1000 / 25));
      const actions: AvatarAction[] = element.avatarActionInfos.flatMap((info) => {
        const type = actionType(info.actionKey);
        return type ? [{ type, startMs: info.startTime, durationMs: info.duration ?? DEFAULT_GESTURE_MS }] : [];
      });
      return {
        ...base,
        kind: 'avatar',
        avatarId: element.speaker_id,
        framing: element.speaker_type === 'head' || element.circle ? 'head' : 'half',
        circle: element.circle,
        speakerType: element.speaker_type,
        visemes: visemeSlice(ctx.voice?.visemes ?? [], 0, frameCount),
        actions,
        ...(element.face ? { face: element.face } : {}),
      };
    }
  }
}

function subtitleStyle(
  page: Page,
  ratio: Ratio,
): { style: SubtitleStyle; show: boolean; element: Extract<PageElement, { type: 'subtitle' }> | undefined } {
  const element = page.elements.find((e): e is Extract<PageElement, { type: 'subtitle' }> => e.type === 'subtitle');
  const style = defaultSubtitleStyle(ratio);
  if (!element) return { style, show: false, element };
  style.lineLength = element.srt_len;
  if (element.style) {
    style.fontFamily = element.style.font;
    style.fontSize = element.style.fontSize;
    style.bold = element.style.bold;
    style.italic = element.style.italic;
    style.color = element.style.color;
  }
  return { style, show: element.srt_show, element };
}

/** Cues in page time: from the speech when it has word timings, else the element's stored cues. */
function pageCues(element: Extract<PageElement, { type: 'subtitle' }>, voice: PlacedVoice | undefined, layout: SubtitleLayout): TimedCue[] {
  if (voice && voice.words.length > 0) return cuesFromTokens(timedTokens(voice.script, voice.words), layout);
  const stored = element.subtitles.map((cue) => ({
    startMs: cue.start,
    endMs: cue.start + cue.duration,
    text: cue.text || cue.original_text,
  }));
  return layoutStoredCues(stored, layout);
}

function pageAudio(page: Page, ctx: PageContext): AudioInput[] {
  const inputs: AudioInput[] = [];
  const at = { startMs: ctx.startMs, durationMs: ctx.durationMs, sourceStartMs: 0 };
  if (ctx.voice) {
    inputs.push({
      id: `${page.uuid}:voice`,
      role: 'speech',
      source: { kind: 'wav', data: ctx.voice.wav },
      ...at,
      durationMs: ctx.voice.durationMs,
      gain: 1,
      fadeInMs: 0,
      fadeOutMs: 0,
      loop: false,
    });
  }
  for (const element of page.elements) {
    if (element.type === 'audio') {
      inputs.push({
        id: element.uuid,
        role: 'audio',
        source: { kind: 'url', url: element.url },
        ...at,
        gain: gainFromAudioDb(element.audioDb),
        fadeInMs: 0,
        fadeOutMs: 0,
        loop: false,
      });
    } else if (element.type === 'bgm') {
      inputs.push({
        id: element.uuid,
        role: 'bgm',
        source: { kind: 'url', url: element.url },
        ...at,
        gain: gainFromAudioDb(element.audioDb),
        fadeInMs: element.fadeIn,
        fadeOutMs: element.fadeOut,
        loop: element.loop,
      });
    } else if (element.type === 'video' && !element.muted) {
      inputs.push({
        id: element.uuid,
        role: 'video',
        source: { kind: 'url', url: element.url },
        ...at,
        gain: 1,
        fadeInMs: 0,
        fadeOutMs: 0,
        loop: element.loop,
      });
    }
  }
  return inputs;
}

export function planPage(page: Page, ctx: PageContext): PageOutput {
  const layers = page.elements
    .map((element, order) => ({ element, order, layer: layerFor(element, ctx) }))
    .filter((entry): entry is typeof entry & { layer: Layer } => entry.layer !== null)
    .sort((a, b) => ('zIndex' in a.element ? a.element.zIndex : 0) - ('zIndex' in b.element ? b.element.zIndex : 0) || a.order - b.order)
    .map((entry) => entry.layer);
  const subtitles = subtitleStyle(page, ctx.ratio);
  const layout: SubtitleLayout = { ratio: ctx.ratio, style: subtitles.style, measure: ctx.measure };
  const localCues = subtitles.show && subtitles.element ? pageCues(subtitles.element, ctx.voice, layout) : [];
  const scene: Scene = {
    ratio: ctx.ratio,
    width: ctx.width,
    height: ctx.height,
    durationMs: ctx.durationMs,
    background: background(page),
    layers,
    subtitles: subtitles.show ? placeCues(localCues, 0, ctx.durationMs) : null,
    subtitleStyle: subtitles.style,
    watermark: ctx.watermark,
  };
  return { scene, audio: pageAudio(page, ctx), cues: placeCues(localCues, ctx.startMs, ctx.durationMs) };
}

import { dubbingOf, WATERMARK_TEXT, type Project, type UiLanguage } from '@orator/shared';
import { buildRenderPlan, planImageUrls, type PlacedVoice, type RenderPlan } from '@orator/render/plan';
import { loadChineseWordsFor } from '@orator/scene';
import { fetchPreviewSpeech } from '../api/previewApi.ts';
import { browserTextMeasure } from './browserAssets.ts';

/** A page's voice for the preview: what the plan needs, plus where its sound is. */
export interface PreviewVoice {
  voice: PlacedVoice;
  audioUrl: string;
}

export type AudioLengthMs = (url: string) => Promise<number>;

/**
 * The plan never reads `wav` when it only lays out scenes and timing; the preview plays
 * the audio from `audioUrl` itself, so an empty stand-in replaces the PCM bytes.
 */
const NO_PCM = new Uint8Array(0) as unknown as Buffer;

/**
 * Speech for every page, as the export will have it: dubbing text through the page's voice
 * (server speech with word timings and visemes), or the page's uploaded audio in
 * audio-driven projects (no words, mouth closed). Pages without either stay silent.
 */
export async function loadPreviewVoices(
  project: Project,
  audioLengthMs: AudioLengthMs,
  signal?: AbortSignal,
): Promise<Map<string, PreviewVoice>> {
  const voices = new Map<string, PreviewVoice>();
  // Han text breaks between jieba's words, as the export's does: the plan is built after this.
  const words = loadChineseWordsFor([JSON.stringify(project.ppts)]);
  await Promise.all(
    project.ppts.map(async (page) => {
      const dubbing = dubbingOf(page);
      if (!dubbing) return;
      if (project.driveMode === 'audio' && dubbing.customAudioUrl) {
        const durationMs = await audioLengthMs(dubbing.customAudioUrl);
        voices.set(page.uuid, { audioUrl: dubbing.customAudioUrl, voice: { wav: NO_PCM, durationMs, words: [], visemes: [], script: '' } });
        return;
      }
      if (!dubbing.text.trim() || !dubbing.voiceId) return;
      const speech = await fetchPreviewSpeech(dubbing.text, dubbing.voiceId, dubbing.speed, signal);
      voices.set(page.uuid, {
        audioUrl: speech.audioUrl,
        voice: { wav: NO_PCM, durationMs: speech.durationMs, words: speech.words, visemes: speech.visemes, script: dubbing.text },
      });
    }),
  );
  await words;
  return voices;
}

/** The export's own plan at 720p: same scenes, same timing, same watermark. */
export function buildPreviewPlan(project: Project, voices: ReadonlyMap<string, PreviewVoice>, language: UiLanguage): RenderPlan {
  const placed = new Map([...voices].map(([uuid, entry]) => [uuid, entry.voice]));
  return buildRenderPlan(project, {
    tier: '720p',
    voices: placed,
    watermarkText: WATERMARK_TEXT[language],
    measureText: browserTextMeasure,
  });
}

/** Where each of the plan's audio inputs is heard from. */
export function audioUrlOf(input: RenderPlan['audio'][number], voices: ReadonlyMap<string, PreviewVoice>): string | null {
  if (input.source.kind === 'url') return input.source.url;
  // Track projects key their speech by the plan's own input id ('dubbing:<n>').
  const byInput = voices.get(input.id);
  if (byInput) return byInput.audioUrl;
  const pageUuid = input.id.endsWith(':voice') ? input.id.slice(0, -':voice'.length) : input.id;
  return voices.get(pageUuid)?.audioUrl ?? null;
}

/** Every image url the plan's scenes draw (the export's own list), to load before the first frame. */
export function imageUrlsOf(plan: RenderPlan): string[] {
  return [...planImageUrls(plan)];
}

/** Every video clip url the plan's scenes draw (backgrounds, layers, clone idle loops), to load before the first frame. */
export function videoUrlsOf(plan: RenderPlan): string[] {
  const urls = new Set<string>();
  for (const segment of plan.segments) {
    const { background, layers } = segment.scene;
    if (background.kind === 'video') urls.add(background.url);
    for (const layer of layers) {
      if (layer.kind === 'video') urls.add(layer.url);
      if (layer.kind === 'avatar' && layer.face?.kind === 'clone') urls.add(layer.face.loopUrl);
    }
  }
  return [...urls];
}

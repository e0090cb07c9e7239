import { CLIP_SOURCE_TYPE, defaultVoiceFor, type Clip, type Project, type Speaker } from '@orator/shared';
import { detectLanguage } from '@orator/speech/text';
import type { PreviewVoice } from '../../shared/player/previewPlan.ts';
import { fetchPreviewSpeech } from '../../shared/api/previewApi.ts';

/**
 * Speech of the dubbing clips for the preview: each clip's chosen voice and speed, or, when
 * none is chosen, the default of the text's language by the same rule the export uses
 * (`defaultVoiceFor` in the shared model), so what is heard matches what will be exported.
 */
const NO_PCM = new Uint8Array(0) as unknown as Buffer;

/** The voice a dubbing clip is spoken with: its own choice, else the export's default. */
export function voiceIdOf(clip: Pick<Clip, 'content' | 'voiceId'>, speakers: readonly Speaker[]): string | undefined {
  return clip.voiceId ?? defaultVoiceFor(detectLanguage(clip.content.trim()), speakers)?.id;
}

/** Dubbing clips that speak, in the order the render plan numbers their speech ('dubbing:<n>'). */
export function speakingClips(project: Project) {
  return project.tracks
    .filter((t) => t.isChecked && t.type === CLIP_SOURCE_TYPE.dubbing)
    .flatMap((t) => t.infos)
    .filter((clip) => clip.content.trim());
}

/** Cache of speech by voice, speed and text: editing the timeline must not re-synthesise unchanged lines. */
const speechCache = new Map<string, Promise<PreviewVoice>>();

function speak(text: string, voiceId: string, speed: number, signal: AbortSignal): Promise<PreviewVoice> {
  const key = `${voiceId}\u0000${speed}\u0000${text}`;
  let entry = speechCache.get(key);
  if (!entry) {
    entry = fetchPreviewSpeech(text, voiceId, speed, signal).then((speech) => ({
      audioUrl: speech.audioUrl,
      voice: { wav: NO_PCM, durationMs: speech.durationMs, words: speech.words, visemes: speech.visemes, script: text },
    }));
    entry.catch(() => speechCache.delete(key));
    speechCache.set(key, entry);
  }
  return entry;
}

/**
 * Voices keyed by clip uuid (what the plan reads) and by 'dubbing:<n>' (what the player
 * looks up to find each speech input's sound).
 */
export async function loadTrackVoices(
  project: Project,
  speakers: readonly Speaker[],
  signal: AbortSignal,
): Promise<Map<string, PreviewVoice>> {
  const voices = new Map<string, PreviewVoice>();
  const clips = speakingClips(project);
  const spoken = await Promise.all(
    clips.map(async (clip) => {
      const voiceId = voiceIdOf(clip, speakers);
      return voiceId ? { clip, speech: await speak(clip.content.trim(), voiceId, clip.speed ?? 1, signal) } : null;
    }),
  );
  let index = 0;
  for (const entry of spoken) {
    if (!entry) continue;
    voices.set(entry.clip.uuid, entry.speech);
    voices.set(`dubbing:${index}`, entry.speech);
    index += 1;
  }
  return voices;
}

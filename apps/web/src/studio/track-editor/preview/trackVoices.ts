import { CLIP_SOURCE_TYPE, type Project, type Speaker } from '@orator/shared';
import { detectLanguage } from '@orator/speech/text/detectLanguage';
import type { PreviewVoice } from '../../shared/player/previewPlan.ts';
import { fetchPreviewSpeech } from '../../shared/api/previewApi.ts';

/**
 * Speech of the dubbing clips for the preview. The export speaks a dubbing clip with the
 * default voice of the text's language; the preview asks the server for the same voice
 * (its language guess and the same preference: festival 'slt' for English, else a female
 * local voice) so what is heard matches what will be exported.
 */
const NO_PCM = new Uint8Array(0) as unknown as Buffer;

export function defaultVoiceFor(text: string, speakers: readonly Speaker[]): Speaker | undefined {
  const language = detectLanguage(text);
  const candidates = speakers.filter((s) => s.language === language);
  const english = language === 'en' ? candidates.find((s) => s.id === 'festival:en:slt') : undefined;
  return english ?? candidates.find((s) => s.engine !== 'openai' && s.gender === 'female') ?? candidates[0];
}

/** Dubbing clips that speak, in the order the render plan numbers their speech ('dubbing:<n>'). */
export function speakingClips(project: Project) {
  return project.tracks
    .filter((t) => t.isChecked && t.type === CLIP_SOURCE_TYPE.dubbing)
    .flatMap((t) => t.infos)
    .filter((clip) => clip.content.trim());
}

/** Cache of speech by text: editing the timeline must not re-synthesise unchanged lines. */
const speechCache = new Map<string, Promise<PreviewVoice>>();

function speak(text: string, voiceId: string, signal: AbortSignal): Promise<PreviewVoice> {
  const key = `${voiceId}\u0000${text}`;
  let entry = speechCache.get(key);
  if (!entry) {
    entry = fetchPreviewSpeech(text, voiceId, 1, signal).then((speech) => ({
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
      const voice = defaultVoiceFor(clip.content, speakers);
      return voice ? { clip, speech: await speak(clip.content.trim(), voice.id, signal) } : null;
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

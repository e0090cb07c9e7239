/**
 * Voices of a project, all made before the first frame is drawn: the text of every page's
 * (or dubbing clip's) script through the speech service (which caches by text + voice), and
 * uploaded audio decoded to PCM so the mouth can follow it.
 */
import { CLIP_SOURCE_TYPE, defaultVoiceFor, isTrackKind, type Project } from '@orator/shared/project';
import { decodeWav, detectLanguage, encodeWav, rmsEnvelope, visemeTrack, type SpeechResult, type SpeechService } from '@orator/speech';
import { runProcess } from '@orator/process';
import { buildAudioDecodeArgs } from '../ffmpeg/readArgs.ts';
import { RENDER_CANCELLED, throwIfAborted } from '../ffmpeg/cancel.ts';
import { FRAME_MS, type PlacedVoice } from '../plan/types.ts';
import { visemesFromEnvelope } from './audioVisemes.ts';
import { audibleWordStarts } from './audibleOnsets.ts';

/** Sample rate uploaded audio is decoded at for the envelope (and mixed from). */
const DECODE_RATE = 22050;

export interface VoiceJob {
  /** Page uuid or dubbing clip uuid. */
  key: string;
  text: string;
  voiceId: string | undefined;
  speed: number;
  /** Uploaded audio replaces the text (audio-driven pages). */
  audioUrl: string | undefined;
}

function voiceFromSpeech(result: SpeechResult, script: string): PlacedVoice {
  const words = audibleWordStarts(result.words, decodeWav(result.wav));
  return { wav: result.wav, durationMs: result.durationMs, words, visemes: visemeTrack(result.phonemes, result.durationMs), script };
}

async function voiceFromAudioFile(path: string, signal?: AbortSignal): Promise<PlacedVoice> {
  const raw = await runProcess('ffmpeg', buildAudioDecodeArgs(path, DECODE_RATE), { signal, abortMessage: RENDER_CANCELLED });
  const samples = new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length - (raw.length % 2)));
  const pcm = { samples, sampleRate: DECODE_RATE };
  const durationMs = (samples.length / DECODE_RATE) * 1000;
  return { wav: encodeWav(pcm), durationMs, words: [], visemes: visemesFromEnvelope(rmsEnvelope(pcm, FRAME_MS)), script: '' };
}

/** What needs a voice: pages with a script or uploaded audio, or dubbing clips with text. */
export function voiceJobs(project: Project): VoiceJob[] {
  if (isTrackKind(project.projectType) || (project.ppts.length === 0 && project.tracks.length > 0)) {
    return project.tracks
      .filter((t) => t.isChecked && t.type === CLIP_SOURCE_TYPE.dubbing)
      .flatMap((t) => t.infos)
      .filter((clip) => clip.content.trim() || clip.url)
      .map((clip) => ({
        key: clip.uuid,
        text: clip.content.trim(),
        voiceId: clip.voiceId,
        speed: clip.speed ?? 1,
        audioUrl: clip.content.trim() ? undefined : clip.url,
      }));
  }
  return project.ppts.flatMap((page) => {
    const dubbing = page.elements.find((e) => e.type === 'dubbing');
    if (dubbing?.type !== 'dubbing') return [];
    const audioUrl = project.driveMode === 'audio' || !dubbing.text.trim() ? dubbing.customAudioUrl : undefined;
    if (!audioUrl && !dubbing.text.trim()) return [];
    return [{ key: page.uuid, text: dubbing.text.trim(), voiceId: dubbing.voiceId, speed: dubbing.speed, audioUrl }];
  });
}

/** The shared default rule (the browser preview uses it too), so preview and export speak alike. */
function defaultVoiceId(text: string, speech: SpeechService): string {
  const voice = defaultVoiceFor(detectLanguage(text), speech.voices());
  if (!voice) throw new Error('no English voice installed (need espeak-ng, festival or flite)');
  return voice.id;
}

export interface VoiceSources {
  speech: SpeechService;
  /** Local path of an uploaded audio url. */
  localPath: (url: string) => Promise<string>;
  signal?: AbortSignal;
  onDone?: (done: number) => void;
}

export async function makeVoices(jobs: readonly VoiceJob[], sources: VoiceSources): Promise<Map<string, PlacedVoice>> {
  const { speech, signal } = sources;
  const voices = new Map<string, PlacedVoice>();
  for (const [index, job] of jobs.entries()) {
    throwIfAborted(signal);
    if (job.audioUrl) {
      voices.set(job.key, await voiceFromAudioFile(await sources.localPath(job.audioUrl), signal));
    } else {
      const voiceId = job.voiceId ?? defaultVoiceId(job.text, speech);
      const result = await speech.synthesize({ text: job.text, voiceId, speed: job.speed });
      voices.set(job.key, voiceFromSpeech(result, job.text));
    }
    sources.onDone?.(index + 1);
  }
  return voices;
}

import { defaultVoiceFor } from '@orator/shared';
import { encodeWav, durationMsOf } from './audio/wav.ts';
import { applyGain, concatAudio, resample } from './audio/resample.ts';
import { deserializeResult, serializeResult, speechCacheKey } from './cache.ts';
import { probeInstalledEngines } from './catalog/installed.ts';
import { AUTO_LANGUAGE, contentLanguage } from './catalog/languages.ts';
import { buildCatalog, type CatalogVoice } from './catalog/voices.ts';
import type { EngineOutput, SynthesisEngine } from './engines/engine.ts';
import { createEspeakEngine } from './engines/espeak/engine.ts';
import { createFestivalEngine } from './engines/festival.ts';
import { createFliteEngine } from './engines/flite.ts';
import { createOpenAiEngine } from './engines/openai/adapter.ts';
import { sampleTextFor } from './samples.ts';
import { detectLanguage } from './text/detectLanguage.ts';
import { kanjiToKana } from './text/japaneseReading.ts';
import { normaliseForSpeech } from './text/normalise/index.ts';
import { splitSentences } from './text/sentences.ts';
import { scriptWordTimings } from './text/wordMapping.ts';
import { padSentenceGaps, timelineFromParts } from './timeline.ts';
import {
  PARAMETER_RANGES,
  SPEECH_SAMPLE_RATE,
  type SpeechCache,
  type SpeechRequest,
  type SpeechResult,
  type SpeechService,
  type Voice,
  type VoiceParameters,
} from './types.ts';

export interface SpeechServiceOptions {
  cache?: SpeechCache;
  /** OpenAI-compatible TTS server (TTS_BASE_URL); adds its voices to the catalog. */
  ttsBaseUrl?: string;
  ttsApiKey?: string;
  ttsModel?: string;
}

export class UnknownVoiceError extends Error {
  constructor(voiceId: string) {
    super(`unknown voice: ${voiceId}`);
    this.name = 'UnknownVoiceError';
  }
}

export function createSpeechService(opts: SpeechServiceOptions = {}): SpeechService {
  const catalog = buildCatalog(probeInstalledEngines(), Boolean(opts.ttsBaseUrl));
  const engines: Record<Voice['engine'], SynthesisEngine | undefined> = {
    espeak: createEspeakEngine((engineVoice) => (engineVoice.startsWith('ja') ? kanjiToKana : undefined)),
    festival: createFestivalEngine(),
    flite: createFliteEngine(),
    openai: opts.ttsBaseUrl ? createOpenAiEngine({ baseUrl: opts.ttsBaseUrl, apiKey: opts.ttsApiKey, model: opts.ttsModel }) : undefined,
  };

  const findVoice = (voiceId: string): CatalogVoice => {
    const voice = catalog.find((v) => v.id === voiceId);
    if (!voice) throw new UnknownVoiceError(voiceId);
    return voice;
  };

  const voicesFor = (language: string): Voice[] => catalog.filter((v) => v.language === language).map(publicVoice);

  // The same rule as the render plan and the browser preview (packages/shared).
  const defaultVoice = (language: string): Voice => {
    const chosen = defaultVoiceFor(language, catalog);
    if (chosen) return publicVoice(chosen);
    throw new Error('no English voice installed (need espeak-ng, festival or flite)');
  };

  async function synthesize(req: SpeechRequest): Promise<SpeechResult> {
    const voice = findVoice(req.voiceId);
    const params = normaliseParameters(req);
    const key = speechCacheKey(req.text, voice.id, params);
    const cached = await opts.cache?.get(key);
    if (cached) return deserializeResult(cached);
    const engine = engines[voice.engine];
    if (!engine) throw new Error(`engine ${voice.engine} is not configured`);
    const result = await synthesizeWithEngine(engine, voice, req.text, params);
    await opts.cache?.put(key, serializeResult(result));
    return result;
  }

  return {
    voices: () => catalog.map(publicVoice),
    voicesFor,
    defaultVoice,
    synthesize,
    sample: (voiceId) => {
      const voice = findVoice(voiceId);
      return synthesize({ text: sampleTextFor(voice.language === AUTO_LANGUAGE ? 'en' : voice.language), voiceId });
    },
  };
}

/**
 * One text through one engine: sentences split and normalised per language, each synthesised,
 * resampled to SPEECH_SAMPLE_RATE and joined with the timeline of phonemes and words. Exported
 * for voices outside the catalog (a voice profile cloned on the operator's server).
 */
export async function synthesizeWithEngine(
  engine: SynthesisEngine,
  voice: CatalogVoice,
  text: string,
  params: VoiceParameters,
): Promise<SpeechResult> {
  const auto = voice.language === AUTO_LANGUAGE && voice.engine === 'espeak';
  const sentences = splitSentences(text, { mergeShort: !auto, language: auto ? undefined : voice.language });
  // auto voices read each sentence in the language it is written in.
  const languages = sentences.map((sentence) => (auto ? detectLanguage(sentence) : voice.language));
  const spoken = sentences.map((sentence, index) => normaliseForSpeech(sentence, languages[index] ?? 'en'));
  const spokenTexts = spoken.map((s) => s.text);
  const engineParts = auto
    ? await synthesizeAuto(engine, spokenTexts, languages, voice.engineVoice, params)
    : await engine.synthesize(spokenTexts, { engineVoice: voice.engineVoice }, params);
  // Timings of the script's own words: subtitles show what the user wrote, not its reading.
  const parts = engineParts.map((part, index) => {
    const reading = spoken[index];
    return reading ? { ...part, words: scriptWordTimings(sentences[index] ?? '', reading, part.words) } : part;
  });
  // espeak applies volume natively; the others are scaled here.
  const gain = voice.engine === 'espeak' ? 1 : params.volume;
  const resampled = padSentenceGaps(parts.map((p) => ({ ...p, audio: applyGain(resample(p.audio, SPEECH_SAMPLE_RATE), gain) })));
  const audio = concatAudio(
    resampled.map((p) => p.audio),
    SPEECH_SAMPLE_RATE,
  );
  const durationMs = durationMsOf(audio);
  const timeline = timelineFromParts(
    resampled.map((p) => ({ ...p, durationMs: durationMsOf(p.audio) })),
    durationMs,
  );
  return { wav: encodeWav(audio), sampleRate: SPEECH_SAMPLE_RATE, durationMs, ...timeline, voiceId: voice.id };
}

/** auto voices: each sentence goes to the espeak voice of its detected language. */
async function synthesizeAuto(
  engine: SynthesisEngine,
  sentences: string[],
  languages: string[],
  variant: string,
  params: VoiceParameters,
): Promise<EngineOutput[]> {
  const outputs: EngineOutput[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const language = contentLanguage(languages[index] ?? 'en') ?? contentLanguage('en');
    if (!language) throw new Error('content language table has no English entry');
    const [output] = await engine.synthesize([sentence], { engineVoice: language.espeakVoice + variant }, params);
    if (output) outputs.push(output);
  }
  return outputs;
}

export function normaliseParameters(req: Pick<SpeechRequest, 'speed' | 'pitch' | 'volume'>): VoiceParameters {
  const clamp = (value: number | undefined, range: { min: number; max: number; default: number }) =>
    value === undefined || !Number.isFinite(value) ? range.default : Math.max(range.min, Math.min(range.max, value));
  return {
    speed: clamp(req.speed, PARAMETER_RANGES.speed),
    pitch: clamp(req.pitch, PARAMETER_RANGES.pitch),
    volume: clamp(req.volume, PARAMETER_RANGES.volume),
  };
}

function publicVoice(voice: CatalogVoice): Voice {
  const { engineVoice: _engineVoice, ...rest } = voice;
  return rest;
}

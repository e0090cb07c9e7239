import type { VoiceParameters } from '../../types.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from '../engine.ts';
import { PARAM, withEspeak } from './binding.ts';
import { timingsFromEvents } from './events.ts';

const RATE_NORMAL_WPM = 175;
const RATE_MIN_WPM = 80;
const RATE_MAX_WPM = 450;
const PITCH_NORMAL = 50;

/** Optional rewrite of the text before synthesis (e.g. kanji to kana for the Japanese voice). */
export type TextPreparer = (text: string) => Promise<string>;

export function createEspeakEngine(prepare?: (voice: string) => TextPreparer | undefined): SynthesisEngine {
  return {
    async synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      const preparer = prepare?.(voice.engineVoice);
      const spokenSentences = preparer ? await Promise.all(sentences.map(preparer)) : sentences;
      // One queue slot for the whole batch so another request cannot change the voice mid-way.
      return withEspeak((api) => {
        api.setVoice(voice.engineVoice);
        api.setParameter(PARAM.RATE, clamp(RATE_NORMAL_WPM * params.speed, RATE_MIN_WPM, RATE_MAX_WPM));
        api.setParameter(PARAM.PITCH, clamp(PITCH_NORMAL * params.pitch, 0, 100));
        api.setParameter(PARAM.VOLUME, clamp(100 * params.volume, 0, 200));
        return spokenSentences.map((spoken) => {
          const { samples, events } = api.synth(spoken);
          const timings = timingsFromEvents(events, spoken, api.sampleRate, samples.length);
          return { audio: { sampleRate: api.sampleRate, samples }, ...timings };
        });
      });
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

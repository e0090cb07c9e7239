import { decodeWav } from '../../audio/wav.ts';
import type { VoiceParameters } from '../../types.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from '../engine.ts';
import { approximatePhonemes, approximateWords } from './segmentation.ts';

export interface OpenAiTtsOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

/** One sentence as WAV bytes in a voice of the server: how a caller with its own client makes the request. */
export type SpeakSentence = (request: { input: string; voice: string; speed: number }) => Promise<Buffer>;

/**
 * Any server speaking OpenAI's POST /v1/audio/speech. Such servers return audio only, so
 * phoneme and word timings are estimated from the waveform. Pitch has no field in the API;
 * volume is applied by the service afterwards.
 */
export function createOpenAiEngine(options: OpenAiTtsOptions): SynthesisEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/audio/speech`;
  return engineFromSpeaker(async ({ input, voice, speed }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model ?? 'tts-1', input, voice, response_format: 'wav', speed }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 600_000),
    });
    if (!response.ok) throw new Error(`TTS server answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return Buffer.from(await response.arrayBuffer());
  });
}

/** The engine over any way of asking an OpenAI-shaped speech server (the server's app passes its SDK client). */
export function engineFromSpeaker(speak: SpeakSentence): SynthesisEngine {
  return {
    async synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      const outputs: EngineOutput[] = [];
      for (const sentence of sentences) {
        const audio = decodeWav(await speak({ input: sentence, voice: voice.engineVoice, speed: params.speed }));
        const phonemes = approximatePhonemes(audio);
        outputs.push({ audio, phonemes, words: approximateWords(sentence, phonemes) });
      }
      return outputs;
    },
  };
}

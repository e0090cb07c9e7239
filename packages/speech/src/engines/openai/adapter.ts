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

/**
 * Any server speaking OpenAI's POST /v1/audio/speech. Such servers return audio only, so
 * phoneme and word timings are estimated from the waveform. Pitch has no field in the API;
 * volume is applied by the service afterwards.
 */
export function createOpenAiEngine(options: OpenAiTtsOptions): SynthesisEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/audio/speech`;
  return {
    async synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      const outputs: EngineOutput[] = [];
      for (const sentence of sentences) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model ?? 'tts-1',
            input: sentence,
            voice: voice.engineVoice,
            response_format: 'wav',
            speed: params.speed,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 600_000),
        });
        if (!response.ok) throw new Error(`TTS server answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
        const audio = decodeWav(Buffer.from(await response.arrayBuffer()));
        const phonemes = approximatePhonemes(audio);
        outputs.push({ audio, phonemes, words: approximateWords(sentence, phonemes) });
      }
      return outputs;
    },
  };
}

import type OpenAI from 'openai';
import { toFile } from 'openai';
import { asrLanguageOf } from '@orator/speech';
import type { AsrConfig } from '../../config.ts';
import { asModelError, boundedSignal, openAiClientFor } from '../openai-client.ts';
import { SpeechRecognitionError, type SpeechRecogniser, type TranscribeOptions, type Transcript } from './speech-recogniser.ts';

/**
 * An OpenAI-compatible `POST /v1/audio/transcriptions` (multipart: `file`, `model`, `language`,
 * `prompt` with the custom words and known phrases as spelling hints). Any language the server
 * knows; bounded by ASR_TIMEOUT_SECONDS.
 */
export class OpenAiRecogniser implements SpeechRecogniser {
  private readonly client: OpenAI;

  constructor(
    private readonly config: AsrConfig,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.client = openAiClientFor(config, fetchImpl);
  }

  supports(): boolean {
    return true;
  }

  async transcribe(wav: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const hints = [...(options.customWords ?? []), ...(options.grammarPhrases ?? []).slice(0, 20)].join(', ');
    let body: unknown;
    try {
      body = await this.client.audio.transcriptions.create(
        {
          file: await toFile(wav, 'utterance.wav', { type: 'audio/wav' }),
          model: this.config.model,
          language: asrLanguageOf(options.language),
          response_format: 'json',
          // Whisper reads at most ~224 tokens of prompt; the custom words come first.
          ...(hints ? { prompt: hints.slice(0, 800) } : {}),
        },
        { signal: boundedSignal(this.config.timeoutMs) },
      );
    } catch (error) {
      throw asModelError('ASR server', SpeechRecognitionError, error);
    }
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw new SpeechRecognitionError('ASR server sent no text');
    return { text: text.trim(), engine: 'remote' };
  }
}

import { asrLanguageOf } from '@orator/speech';
import type { AsrConfig } from '../../config.ts';
import { SpeechRecognitionError, type SpeechRecogniser, type TranscribeOptions, type Transcript } from './speech-recogniser.ts';

/**
 * An OpenAI-compatible `POST /v1/audio/transcriptions` (multipart: `file`, `model`, `language`,
 * `prompt` with the custom words and known phrases as spelling hints). Any language the server
 * knows; bounded by ASR_TIMEOUT_SECONDS.
 */
export class OpenAiRecogniser implements SpeechRecogniser {
  constructor(
    private readonly config: AsrConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  supports(): boolean {
    return true;
  }

  async transcribe(wav: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'utterance.wav');
    form.append('model', this.config.model);
    form.append('language', asrLanguageOf(options.language));
    form.append('response_format', 'json');
    const hints = [...(options.customWords ?? []), ...(options.grammarPhrases ?? []).slice(0, 20)].join(', ');
    // Whisper reads at most ~224 tokens of prompt; the custom words come first.
    if (hints) form.append('prompt', hints.slice(0, 800));
    const headers: Record<string, string> = {};
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    let body: unknown;
    try {
      const response = await this.fetchImpl(`${this.config.baseUrl}/v1/audio/transcriptions`, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new SpeechRecognitionError(`ASR server answered ${response.status}: ${detail.slice(0, 300)}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof SpeechRecognitionError) throw error;
      throw new SpeechRecognitionError(`ASR server unreachable or unreadable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const text = (body as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw new SpeechRecognitionError('ASR server sent no text');
    return { text: text.trim(), engine: 'remote' };
  }
}

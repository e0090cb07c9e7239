import { engineFromSpeaker, synthesizeWithEngine, type SpeechResult, type SynthesisEngine, type VoiceParameters } from '@orator/speech';
import type { VoiceCloneConfig } from '../../../kernel/config.ts';
import { openAiClientFor } from '../../../kernel/ai/openai-client.ts';

/** One read sentence as the cloning server receives it. */
export interface CloneSample {
  wav: Buffer;
  text: string;
}

/**
 * The operator's voice-cloning TTS server (VOICE_CLONE_BASE_URL). The contract, documented in
 * the README:
 * - `POST {base}/v1/voices`, multipart: `name`, `language`, `model`, and per sample a `file`
 *   (16 kHz mono WAV) followed by its `text` (the sentence read) -> JSON `{ "id": "<voice>" }`
 *   (`voice_id` is accepted too).
 * - `POST {base}/v1/audio/speech`, OpenAI's speech API with `voice` set to that id -> WAV.
 * - `DELETE {base}/v1/voices/{id}` when the profile is deleted (best effort).
 * Speech goes through the shared OpenAI client (kernel/ai/openai-client.ts); the two voice calls
 * stay on fetch because OpenAI's API has no voice upload or deletion for the SDK to speak.
 */
export class VoiceCloneClient {
  private readonly engine: SynthesisEngine;

  constructor(private readonly config: VoiceCloneConfig) {
    const client = openAiClientFor(config);
    this.engine = engineFromSpeaker(async ({ input, voice, speed }) => {
      const response = await client.audio.speech.create(
        { model: config.model, input, voice, response_format: 'wav', speed },
        // The SDK's timeout ends at the response headers; this bounds the audio download too.
        { signal: AbortSignal.timeout(config.timeoutMs) },
      );
      return Buffer.from(await response.arrayBuffer());
    });
  }

  async createVoice(name: string, language: string, samples: readonly CloneSample[], signal?: AbortSignal): Promise<string> {
    const form = new FormData();
    form.append('name', name);
    form.append('language', language);
    form.append('model', this.config.model);
    samples.forEach((sample, index) => {
      form.append('file', new Blob([new Uint8Array(sample.wav)], { type: 'audio/wav' }), `sample-${index}.wav`);
      form.append('text', sample.text);
    });
    const response = await fetch(`${this.config.baseUrl}/v1/voices`, {
      method: 'POST',
      headers: this.authorization(),
      body: form,
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]) : AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`voice-cloning server answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const body = (await response.json()) as { id?: unknown; voice_id?: unknown };
    const id = typeof body.id === 'string' ? body.id : typeof body.voice_id === 'string' ? body.voice_id : null;
    if (!id) throw new Error('voice-cloning server gave no voice id');
    return id;
  }

  /** The text in the cloned voice (timings estimated from the waveform, as for any OpenAI-compatible server). */
  synthesize(
    voice: { id: string; language: string; gender: 'male' | 'female'; remoteVoiceId: string },
    text: string,
    params: VoiceParameters,
  ): Promise<SpeechResult> {
    return synthesizeWithEngine(
      this.engine,
      {
        id: voice.id,
        name: voice.id,
        language: voice.language,
        locale: voice.language,
        gender: voice.gender,
        engine: 'openai',
        engineVoice: voice.remoteVoiceId,
      },
      text,
      params,
    );
  }

  /** Deletes the voice on the server; a voice it no longer has (404) counts as deleted, other failures throw. */
  async deleteVoice(remoteVoiceId: string): Promise<void> {
    const response = await fetch(`${this.config.baseUrl}/v1/voices/${encodeURIComponent(remoteVoiceId)}`, {
      method: 'DELETE',
      headers: this.authorization(),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok && response.status !== 404)
      throw new Error(`voice-cloning server answered ${response.status} to deleting ${remoteVoiceId}`);
  }

  private authorization(): Record<string, string> {
    return this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {};
  }
}

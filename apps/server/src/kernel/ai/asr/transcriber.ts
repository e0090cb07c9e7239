/**
 * Speech recognition with timestamps for the dub: English offline (pocketsphinx word times grouped
 * into segments), every language through the ASR server when ASR_BASE_URL is set (the same
 * OpenAI-compatible `/v1/audio/transcriptions`, asked for `verbose_json` segments).
 */
import type OpenAI from 'openai';
import { toFile } from 'openai';
import { alignEnglish, asrLanguageOf, segmentsFromWords, type TimedSegment } from '@orator/speech';
import type { AsrConfig } from '../../config.ts';
import { asModelError, boundedSignal, openAiClientFor } from '../openai-client.ts';
import { SpeechRecognitionError } from './index.ts';

export interface TimedTranscriber {
  supports(language: string): boolean;
  /** Throws SpeechRecognitionError when the recogniser fails. */
  segments(wav: Buffer, language: string, signal?: AbortSignal): Promise<TimedSegment[]>;
}

/** A whole video takes longer than one utterance: at least ten minutes. */
const VIDEO_ASR_MIN_TIMEOUT_MS = 600_000;

interface VerboseSegment {
  start?: unknown;
  end?: unknown;
  text?: unknown;
}

export class RemoteTimedTranscriber implements TimedTranscriber {
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: AsrConfig,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.timeoutMs = Math.max(config.timeoutMs, VIDEO_ASR_MIN_TIMEOUT_MS);
    this.client = openAiClientFor({ ...config, timeoutMs: this.timeoutMs }, fetchImpl);
  }

  supports(): boolean {
    return true;
  }

  async segments(wav: Buffer, language: string, signal?: AbortSignal): Promise<TimedSegment[]> {
    let body: unknown;
    try {
      body = await this.client.audio.transcriptions.create(
        {
          file: await toFile(wav, 'video.wav', { type: 'audio/wav' }),
          model: this.config.model,
          language: asrLanguageOf(language),
          response_format: 'verbose_json',
          timestamp_granularities: ['segment'],
        },
        { signal: boundedSignal(this.timeoutMs, signal) },
      );
    } catch (error) {
      throw asModelError('ASR server', SpeechRecognitionError, error);
    }
    const segments = (body as { segments?: unknown } | null)?.segments;
    if (!Array.isArray(segments)) throw new SpeechRecognitionError('ASR server sent no segments (verbose_json)');
    return (segments as VerboseSegment[]).flatMap((segment) => {
      const start = Number(segment.start);
      const end = Number(segment.end);
      const text = typeof segment.text === 'string' ? segment.text.trim() : '';
      return Number.isFinite(start) && Number.isFinite(end) && end > start && text
        ? [{ startMs: Math.round(start * 1000), endMs: Math.round(end * 1000), text }]
        : [];
    });
  }
}

export class OfflineEnglishTranscriber implements TimedTranscriber {
  supports(language: string): boolean {
    return asrLanguageOf(language) === 'en';
  }

  async segments(wav: Buffer): Promise<TimedSegment[]> {
    try {
      return segmentsFromWords((await alignEnglish(wav)).words);
    } catch (error) {
      throw new SpeechRecognitionError(`pocketsphinx failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

/** The remote server for every language when configured, else English offline. */
export function createTimedTranscriber(config: AsrConfig | null): TimedTranscriber {
  return config ? new RemoteTimedTranscriber(config) : new OfflineEnglishTranscriber();
}

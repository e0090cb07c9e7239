import { asrLanguageOf } from '@orator/speech';
import type { PocketsphinxRecogniser } from './pocketsphinx-recogniser.ts';
import { SpeechRecognitionError, type SpeechRecogniser, type TranscribeOptions, type Transcript } from './speech-recogniser.ts';

/**
 * Which recogniser hears an utterance: English with known phrases goes to the pocketsphinx grammar
 * (exact and fast); when the grammar hears nothing (the visitor said something else), or there is no
 * grammar, open dictation: the remote server when ASR_BASE_URL is set, else pocketsphinx. Other
 * languages need the remote server; without one `supports()` is false and the room offers text.
 */
export class RecogniserRouter implements SpeechRecogniser {
  constructor(
    private readonly offline: PocketsphinxRecogniser,
    private readonly remote: SpeechRecogniser | null,
  ) {}

  supports(language: string): boolean {
    return this.offline.supports(language) || (this.remote?.supports(language) ?? false);
  }

  async transcribe(wav: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const english = asrLanguageOf(options.language) === 'en';
    const dictation = this.remote ?? (english ? this.offline : null);
    if (!dictation) throw new SpeechRecognitionError(`no recogniser for ${options.language}`);
    if (english && (options.grammarPhrases?.length ?? 0) > 0) {
      const constrained = await this.offline.transcribe(wav, options);
      if (constrained.engine === 'pocketsphinx-grammar' && constrained.text) return constrained;
      if (this.remote) return this.remote.transcribe(wav, options);
      // No grammar could be built (already open dictation), or the grammar heard nothing.
      return constrained.engine === 'pocketsphinx' ? constrained : this.offline.dictate(wav);
    }
    return dictation === this.offline ? this.offline.dictate(wav) : dictation.transcribe(wav, options);
  }
}

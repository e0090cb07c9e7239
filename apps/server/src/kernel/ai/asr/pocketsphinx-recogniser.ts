import { asrLanguageOf, recogniseEnglish } from '@orator/speech';
import { SpeechRecognitionError, type SpeechRecogniser, type TranscribeOptions, type Transcript } from './speech-recogniser.ts';

/**
 * Offline English (Debian pocketsphinx, en-us). With known phrases it decodes against a grammar
 * of them (exact for those); with none, or too many, open dictation (poor, but offline).
 */
export class PocketsphinxRecogniser implements SpeechRecogniser {
  supports(language: string): boolean {
    return asrLanguageOf(language) === 'en';
  }

  async transcribe(wav: Buffer, options: TranscribeOptions): Promise<Transcript> {
    const phrases = [...(options.grammarPhrases ?? []), ...(options.customWords ?? [])];
    try {
      const result = await recogniseEnglish(wav, phrases);
      return { text: result.text, engine: result.mode === 'grammar' ? 'pocketsphinx-grammar' : 'pocketsphinx' };
    } catch (error) {
      throw new SpeechRecognitionError(`pocketsphinx failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** Open dictation only (what a grammar miss falls back to). */
  async dictate(wav: Buffer): Promise<Transcript> {
    return this.transcribe(wav, { language: 'en' });
  }
}

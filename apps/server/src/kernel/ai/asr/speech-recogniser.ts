/** What a recogniser is asked for one utterance. */
export interface TranscribeOptions {
  /** The project's language (catalogue code or BCP 47 tag). */
  language: string;
  /** Phrases the visitor is likely to say (the role's questions, keywords, wake word): a grammar when it fits. */
  grammarPhrases?: readonly string[];
  /** ASR custom words (§3 Interaction): names and terms the recogniser should know. */
  customWords?: readonly string[];
}

export interface Transcript {
  text: string;
  /** Which recogniser answered (`pocketsphinx-grammar`, `pocketsphinx`, `remote`), for logs and tests. */
  engine: string;
}

/** The ASR port (spec §3 voice in). */
export interface SpeechRecogniser {
  supports(language: string): boolean;
  /** Throws SpeechRecognitionError when the recogniser fails. */
  transcribe(wav: Buffer, options: TranscribeOptions): Promise<Transcript>;
}

/** The recogniser failed (process error, remote server down, timeout, garbage). */
export class SpeechRecognitionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpeechRecognitionError';
  }
}

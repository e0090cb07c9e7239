import type { AsrConfig } from '../../config.ts';
import { OpenAiRecogniser } from './openai-recogniser.ts';
import { PocketsphinxRecogniser } from './pocketsphinx-recogniser.ts';
import { RecogniserRouter } from './recogniser-router.ts';
import type { SpeechRecogniser } from './speech-recogniser.ts';

export { SpeechRecognitionError, type SpeechRecogniser, type TranscribeOptions, type Transcript } from './speech-recogniser.ts';

/** The process's recogniser: pocketsphinx offline, plus the remote server when ASR_BASE_URL is set. */
export function createSpeechRecogniser(config: AsrConfig | null): SpeechRecogniser {
  return new RecogniserRouter(new PocketsphinxRecogniser(), config ? new OpenAiRecogniser(config) : null);
}

import {
  applyHomophones,
  containsKeyword,
  CONVERSATION_QUESTION_MAX,
  messageFor,
  type ConversationServerMessage,
  type InteractionSettings,
  type UiLanguage,
} from '@orator/shared';

/** What hearing needs: the recogniser bound to the project (language, grammar, custom words). */
export interface VoicePorts {
  transcribe(wav: Buffer): Promise<string>;
  log(error: unknown, message: string): void;
}

/**
 * Spoken questions of one conversation (spec §3 voice in, Interaction): each utterance is
 * transcribed, corrected (homophones), announced as `transcript`, and asked like a typed question
 * (which interrupts the answer in progress). With the keyword activity method an utterance without
 * a keyword is announced as ignored and not asked. Utterances are handled one at a time, in the
 * order they arrived, so transcripts and turns keep the visitor's order.
 */
export class VoiceInput {
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    /** Asks the transcript like a typed question (through the sleep rules), keeping the audio with the turn. */
    private readonly ask: (question: string, audio: Buffer) => void,
    private readonly interaction: InteractionSettings,
    private readonly language: UiLanguage,
    private readonly ports: VoicePorts,
    private readonly send: (message: ConversationServerMessage) => void,
  ) {}

  hear(wav: Buffer): void {
    this.queue = this.queue.then(() => this.handle(wav));
  }

  close(): void {
    this.closed = true;
  }

  private async handle(wav: Buffer): Promise<void> {
    let heard: string;
    try {
      heard = await this.ports.transcribe(wav);
    } catch (error) {
      this.ports.log(error, 'speech recognition failed');
      if (!this.closed) this.send({ type: 'error', code: 502, message: messageFor('speechRecognitionFailed', this.language) });
      return;
    }
    if (this.closed) return;
    const text = applyHomophones(heard, this.interaction.homophones).trim().slice(0, CONVERSATION_QUESTION_MAX);
    const keywordMissing = this.interaction.activityMethod === 'keyword' && !containsKeyword(text, this.interaction.keywords);
    const ignored = text === '' || keywordMissing;
    this.send({ type: 'transcript', text, ignored });
    if (!ignored) this.ask(text, wav);
  }
}

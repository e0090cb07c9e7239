/** The language-model port: what the answer engine, prompt generation and Q&A generation ask of a model. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  /** Aborted when the caller goes away (client disconnect): the upstream request is cancelled too. */
  signal?: AbortSignal;
}

export interface LanguageModel {
  /** The model name sent with every request (LLM_MODEL). */
  readonly model: string;
  /** The reply, piece by piece as the model produces it. Throws LanguageModelError when it fails. */
  stream(request: ChatRequest): AsyncGenerator<string, void, undefined>;
  /** The whole reply at once (built from the stream). */
  complete(request: ChatRequest): Promise<string>;
}

/** The model could not be reached, refused, timed out or answered garbage (the user sees languageModelFailed). */
export class LanguageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LanguageModelError';
  }
}

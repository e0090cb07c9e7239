import type OpenAI from 'openai';
import type { LlmConfig } from '../config.ts';
import { LanguageModelError, type ChatRequest, type LanguageModel } from './language-model.ts';
import { asModelError, boundedSignal, describeError, openAiClientFor } from './openai-client.ts';

/**
 * An OpenAI-compatible `/v1/chat/completions` server, always with `stream: true` (the answer streams
 * token by token to the user). The whole request is bounded by LLM_TIMEOUT_SECONDS and cancelled
 * when the caller's signal aborts.
 */
export class OpenAiChatModel implements LanguageModel {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly config: LlmConfig,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.model = config.model;
    this.client = openAiClientFor(config, fetchImpl);
  }

  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    // The SDK's timeout ends at the response headers; this bounds the whole stream.
    const signal = boundedSignal(this.config.timeoutMs, request.signal);
    try {
      const chunks = await this.client.chat.completions.create(
        { model: this.model, messages: request.messages, temperature: request.temperature, max_tokens: request.maxTokens, stream: true },
        { signal },
      );
      // Leaving this loop early (sensitive word, length, disconnect) aborts the upstream request.
      for await (const chunk of chunks) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
      // The SDK ends a stream quietly when its signal aborts; a timeout or Stop is still a failure.
      if (signal.aborted) throw new LanguageModelError(`language model stream stopped: ${describeError(signal.reason)}`, { cause: signal.reason });
    } catch (error) {
      throw asModelError('language model', LanguageModelError, error);
    }
  }

  async complete(request: ChatRequest): Promise<string> {
    let text = '';
    for await (const piece of this.stream(request)) text += piece;
    return text;
  }
}

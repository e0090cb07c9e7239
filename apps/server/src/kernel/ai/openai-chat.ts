import type { LlmConfig } from '../config.ts';
import { LanguageModelError, type ChatRequest, type LanguageModel } from './language-model.ts';
import { describeError, postToModel } from './model-server.ts';
import { SseDataLines } from './sse.ts';

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null }; finish_reason?: string | null }>;
  error?: { message?: string };
}

/**
 * An OpenAI-compatible `/v1/chat/completions` server, always with `stream: true` (the answer streams
 * token by token to the user). The whole request is bounded by LLM_TIMEOUT_SECONDS and cancelled
 * when the caller's signal aborts.
 */
export class OpenAiChatModel implements LanguageModel {
  readonly model: string;

  constructor(
    private readonly config: LlmConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.model = config.model;
  }

  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    // Aborted when the caller stops reading early, so the upstream connection closes at once.
    const stop = new AbortController();
    const signals = [stop.signal, AbortSignal.timeout(this.config.timeoutMs), ...(request.signal ? [request.signal] : [])];
    const signal = AbortSignal.any(signals);
    const response = await postToModel(
      this.config,
      '/v1/chat/completions',
      { model: this.model, messages: request.messages, temperature: request.temperature, max_tokens: request.maxTokens, stream: true },
      { what: 'language model', error: LanguageModelError, signal, accept: 'text/event-stream', fetchImpl: this.fetchImpl },
    );
    if (!response.body) throw new LanguageModelError('language model answered without a body');
    const reader = response.body.getReader();
    const lines = new SseDataLines();
    try {
      for (;;) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw new LanguageModelError(`language model stream broke: ${describeError(error)}`, { cause: error });
        }
        const events = chunk.done ? lines.end() : lines.push(chunk.value);
        for (const data of events) {
          if (data.trim() === '[DONE]') return;
          const text = contentOf(data);
          if (text) yield text;
        }
        if (chunk.done) return;
      }
    } finally {
      // Stops the upstream generation when our caller stops early (sensitive word, length, disconnect).
      await reader.cancel().catch(() => undefined);
      stop.abort();
    }
  }

  async complete(request: ChatRequest): Promise<string> {
    let text = '';
    for await (const piece of this.stream(request)) text += piece;
    return text;
  }
}

function contentOf(data: string): string {
  let chunk: CompletionChunk;
  try {
    chunk = JSON.parse(data) as CompletionChunk;
  } catch (error) {
    throw new LanguageModelError(`language model sent a malformed event: ${data.slice(0, 200)}`, { cause: error });
  }
  if (chunk.error) throw new LanguageModelError(`language model error: ${chunk.error.message ?? 'unknown'}`);
  return chunk.choices?.[0]?.delta?.content ?? '';
}

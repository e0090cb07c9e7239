import type { ServerModule, Shared } from '../types.ts';
import type { LanguageModel } from './language-model.ts';
import { OpenAiChatModel } from './openai-chat.ts';

export { LanguageModelError, type ChatMessage, type ChatRequest, type LanguageModel } from './language-model.ts';
export { OpenAiChatModel } from './openai-chat.ts';
export { EmbeddingsError, OpenAiEmbeddings, type Embeddings } from './embeddings.ts';

/** The configured language model, or null when LLM_BASE_URL is unset (answers are then extractive). */
export interface LlmService {
  model: LanguageModel | null;
}

/** The language-model port (issue #9 §5): one OpenAI-compatible chat-completions client per process. */
export const llmModule: ServerModule<'llm', LlmService, Pick<Shared, 'config'>> = {
  name: 'llm',
  needs: { config: true },
  create: ({ config }) => ({ model: config.llm ? new OpenAiChatModel(config.llm) : null }),
};

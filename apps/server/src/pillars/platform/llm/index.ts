import type { CompanySelector } from '../../../kernel/tenancy/company-scope.ts';
import type { CompanyService } from '../company/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { CompanyLanguageModels, CompanyScopedLanguageModel } from './company-model.ts';
import type { LanguageModel } from '../../../kernel/ai/language-model.ts';

export { LanguageModelError, type ChatMessage, type ChatRequest, type LanguageModel } from '../../../kernel/ai/language-model.ts';
export { OpenAiChatModel } from '../../../kernel/ai/openai-chat.ts';
export { CompanyLanguageModels, CompanyScopedLanguageModel } from './company-model.ts';
export { EmbeddingsError, OpenAiEmbeddings, type Embeddings } from '../../../kernel/ai/embeddings.ts';

/** The configured language model, or null when LLM_BASE_URL is unset (answers are then extractive). */
export interface LlmService {
  /** Every call uses the key of the company whose request or job is in progress (company-model.ts). */
  model: LanguageModel | null;
  /** The port for one company, explicitly; null without LLM_BASE_URL (offline, whatever key the company has). */
  languageModelFor(selector: CompanySelector | null): Promise<LanguageModel | null>;
}

/** The language-model port (issue #9 §5, issue 15 §2): one OpenAI-compatible endpoint, a key per company. */
export const llmModule: ServerModule<'llm', LlmService, Pick<Shared, 'config'> & { company: CompanyService }> = {
  name: 'llm',
  needs: { config: true, company: true },
  create: ({ config, company }) => {
    if (!config.llm) return { model: null, languageModelFor: () => Promise.resolve(null) };
    const models = new CompanyLanguageModels(config.llm, (selector) => company.nlpKeyFor(selector));
    return { model: new CompanyScopedLanguageModel(models), languageModelFor: (selector) => models.languageModelFor(selector) };
  },
};

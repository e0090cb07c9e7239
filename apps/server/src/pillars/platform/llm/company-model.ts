import type { LlmConfig } from '../../../kernel/config.ts';
import { currentCompanySelector, type CompanySelector } from '../../../kernel/tenancy/company-scope.ts';
import { LanguageModelError, type ChatRequest, type LanguageModel } from '../../../kernel/ai/language-model.ts';
import { OpenAiChatModel } from '../../../kernel/ai/openai-chat.ts';

/** A company's custom NLP key, or null (no configuration selected, or none stored). */
export type NlpKeyLookup = (selector: CompanySelector) => Promise<string | null>;

/** Clients kept per distinct key; past this many the cache starts over (keys stay in memory only). */
const MAX_CACHED_CLIENTS = 100;

/**
 * The language-model port for a company (issue 15 §2, product-rules#company-config): the same
 * OpenAI-compatible endpoint (LLM_BASE_URL, LLM_MODEL) with the company's custom NLP key as the
 * bearer key, or the server's LLM_API_KEY when the company has none. Without LLM_BASE_URL there
 * is no model at all and a company key changes nothing: every caller runs its offline path, and
 * the operators' page says the key is unused.
 */
export class CompanyLanguageModels {
  private readonly clients = new Map<string, LanguageModel>();
  readonly serverDefault: LanguageModel;

  constructor(
    private readonly config: LlmConfig,
    private readonly nlpKeyFor: NlpKeyLookup,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.serverDefault = new OpenAiChatModel(config, fetchImpl);
  }

  /** `languageModelFor(company)`: the port as the selected company calls it. */
  async languageModelFor(selector: CompanySelector | null): Promise<LanguageModel> {
    if (!selector) return this.serverDefault;
    let key: string | null;
    try {
      key = await this.nlpKeyFor(selector);
    } catch (error) {
      // Never fall back to the server's key: the call would be billed to the wrong account.
      throw new LanguageModelError('company NLP key could not be read', { cause: error });
    }
    return key ? this.clientFor(key) : this.serverDefault;
  }

  private clientFor(key: string): LanguageModel {
    let client = this.clients.get(key);
    if (!client) {
      if (this.clients.size >= MAX_CACHED_CLIENTS) this.clients.clear();
      client = new OpenAiChatModel({ ...this.config, apiKey: key }, this.fetchImpl);
      this.clients.set(key, client);
    }
    return client;
  }
}

/**
 * The port every feature holds (a decorator over `languageModelFor`): each call picks the model of
 * the company whose request or job is in progress (company-scope.ts), so the writing assistant,
 * conversation answers, prompt and Q&A generation, script wizards, live lines and video-dub
 * translation all use the company's key without passing the company along.
 */
export class CompanyScopedLanguageModel implements LanguageModel {
  readonly model: string;

  constructor(private readonly models: CompanyLanguageModels) {
    this.model = models.serverDefault.model;
  }

  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    const model = await this.models.languageModelFor(currentCompanySelector());
    yield* model.stream(request);
  }

  async complete(request: ChatRequest): Promise<string> {
    const model = await this.models.languageModelFor(currentCompanySelector());
    return model.complete(request);
  }
}

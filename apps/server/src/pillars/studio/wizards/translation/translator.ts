/**
 * The machine-translation port (product-rules#video-dub): Apertium offline for the pairs Debian
 * ships (through Spanish where that is the only path), every pair through a LibreTranslate-
 * compatible server (MT_BASE_URL) or, without one, the language model (LLM_BASE_URL).
 *
 * MT_BASE_URL contract (LibreTranslate's JSON API): `POST {MT_BASE_URL}/translate` with
 * `{ q: string[], source, target, format: 'text', api_key? }` (ISO 639-1 codes; `zh`, `ar`, `yue`
 * ...) answers `{ translatedText: string[] }`, one translation per input, in order.
 */
import { isoLanguageOf, translationRoute, type TranslationRoute } from '@orator/shared/wizards';
import { translateWithApertium } from '@orator/speech';
import type { MtConfig } from '../../../../kernel/config.ts';
import type { LanguageModel } from '../../../../kernel/ai/language-model.ts';

export class TranslationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationError';
  }
}

/** Segments in, segments out (same count and order); `route` as translationRoute chose it. */
export interface MachineTranslator {
  /** The route a pair takes here; null when no engine can translate it. */
  route(source: string, target: string): TranslationRoute | null;
  translate(texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]>;
}

/** What translates remotely: the MT server, else the language model. */
interface RemoteEngine {
  translate(texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]>;
}

export class LibreTranslateEngine implements RemoteEngine {
  constructor(
    private readonly config: MtConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async translate(texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const body = {
      q: texts,
      source: isoLanguageOf(source),
      target: isoLanguageOf(target),
      format: 'text',
      ...(this.config.apiKey ? { api_key: this.config.apiKey } : {}),
    };
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    let answer: unknown;
    try {
      const response = await this.fetchImpl(`${this.config.baseUrl}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok)
        throw new TranslationError(
          `translation server answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`,
        );
      answer = await response.json();
    } catch (error) {
      if (error instanceof TranslationError) throw error;
      throw new TranslationError(`translation server unreachable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((t) => typeof t === 'string'))
      throw new TranslationError('translation server sent no translation per segment');
    return translated as string[];
  }
}

/** The language model as a translator: numbered lines in, a JSON array of the same length out. */
export class LanguageModelEngine implements RemoteEngine {
  constructor(private readonly model: LanguageModel) {}

  async translate(texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const reply = await this.model.complete({
      messages: [
        {
          role: 'system',
          content:
            'You translate video subtitles. Reply with only a JSON array of strings: one translation per input line, same order, same count, no notes.',
        },
        { role: 'user', content: `From ${isoLanguageOf(source)} to ${isoLanguageOf(target)}:\n${JSON.stringify(texts)}` },
      ],
      temperature: 0.2,
      maxTokens: Math.min(8000, 200 + texts.join(' ').length * 3),
      signal,
    });
    const json = /\[[\s\S]*\]/.exec(reply)?.[0];
    let lines: unknown = null;
    try {
      lines = json ? JSON.parse(json) : null;
    } catch {
      lines = null;
    }
    if (!Array.isArray(lines) || lines.length !== texts.length || !lines.every((l) => typeof l === 'string'))
      throw new TranslationError('the language model did not answer one translation per segment');
    return lines as string[];
  }
}

export class RoutedTranslator implements MachineTranslator {
  constructor(private readonly remote: RemoteEngine | null) {}

  route(source: string, target: string): TranslationRoute | null {
    return translationRoute(source, target, this.remote !== null);
  }

  async translate(texts: readonly string[], source: string, target: string, signal?: AbortSignal): Promise<string[]> {
    const route = this.route(source, target);
    if (!route) throw new TranslationError(`no translation engine for ${source} to ${target}`);
    if (texts.length === 0) return [];
    if (route.engine === 'remote') return this.remote!.translate(texts, source, target, signal);
    try {
      return await translateWithApertium(texts, route.legs, signal);
    } catch (error) {
      throw new TranslationError(`Apertium failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

export function createTranslator(mt: MtConfig | null, model: LanguageModel | null): MachineTranslator {
  return new RoutedTranslator(mt ? new LibreTranslateEngine(mt) : model ? new LanguageModelEngine(model) : null);
}

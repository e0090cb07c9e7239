/**
 * The URL-to-video wizard and one-click generation (product-rules#wizards-url, #wizards-oneclick):
 * product extraction through the guarded fetcher, scripts (language model or offline templates),
 * pages laid out with a store template's design, media copied into the owner's storage, and an
 * AutoVideo-Lamination project composed through the ordinary compose service.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { createCanvas } from '@napi-rs/canvas';
import { loadNodeImage } from '@orator/scene/node';
import { extractProduct } from '@orator/knowledge';
import { checkDubbingText, CreateProjectBody, STORAGE_PATHS, URL_VIDEO_MAX_IMAGES, type RatioKey, type UiLanguage } from '@orator/shared';
import {
  checkUrlVideoMedia,
  detectScriptLanguage,
  fitScript,
  scriptBudget,
  scriptSentences,
  splitIntoPages,
  WIZARD_URL_PATHS,
  type FittedScript,
  type OneClickBody,
  type ProductExtraction,
  type ProductMedia,
  type ScriptLanguage,
  type ScriptsBody,
  type ScriptsResult,
  type UrlCreateBody,
  type WizardCreateResult,
} from '@orator/shared/wizards';
import type { z } from 'zod';
import type { Config } from '../../../../kernel/config.ts';
import { AppError, badRequest, notFound } from '../../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../../kernel/http/auth.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { LayoutPage, StoreTemplate } from '../../catalog/index.ts';
import { fetchWebPage, type FetchedPage, type WebFetchLimits } from '../../../../kernel/net/web-fetch.ts';
import { type LanguageModel } from '../../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../../kernel/ai/language-model.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { confineKey } from '../../../../kernel/storage/keys.ts';
import type { VideoService } from '../../video/index.ts';
import { formatPrice, offlineProductScripts, offlineTopicScript, type ProductFacts } from './offline-scripts.ts';
import { SAMPLE_PRODUCTS, sampleImagePng, samplePageHtml, sampleProduct, sampleRefOfPath } from './sample-products.ts';

const PAGE_FETCH = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const IMAGE_FETCH = { timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const VIDEO_FETCH = { timeoutMs: 60_000, maxBytes: 100 * 1024 * 1024, maxRedirects: 5 };
const FACTS_MAX = 40;
/** Pictures copied when a page is read: as many as a video may use. */
const IMPORTED_IMAGES_MAX = URL_VIDEO_MAX_IMAGES;
const PROJECT_KIND = 'AutoVideo-Lamination' as const;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', '']);

export interface WizardUrlDeps {
  config: Pick<Config, 'publicUrl' | 'webFetchAllowPrivate'>;
  storage: StorageService;
  video: VideoService;
  catalog: CatalogService;
  model: LanguageModel | null;
  /** Catalogue voices plus the owner's ready voice profiles (`profile:{id}`). */
  knownVoiceFor: (owner: { ownerId: string; tenantId: string }) => Promise<(voiceId: string) => boolean>;
}

type UrlCreate = z.output<typeof UrlCreateBody>;
type OneClick = z.output<typeof OneClickBody>;
type Scripts = z.output<typeof ScriptsBody>;

/** Every page's spoken script in `voiceId` (the one-click choice) instead of the template's voice. */
function withVoice<Page extends { elements: readonly { type: string }[] }>(ppts: readonly Page[], voiceId: string): Page[] {
  return ppts.map((page) => ({
    ...page,
    elements: page.elements.map((element) => (element.type === 'dubbing' ? { ...element, voiceId } : element)),
  }));
}

export class WizardUrlService {
  constructor(private readonly deps: WizardUrlDeps) {}

  // ---------------------------------------------------------------- sample pages

  /** One of the sample product pages, as an absolute address on `origin` (the caller's view of this server). */
  randomSampleUrl(origin: string): string {
    const product = SAMPLE_PRODUCTS[crypto.randomInt(SAMPLE_PRODUCTS.length)] ?? SAMPLE_PRODUCTS[0]!;
    return `${origin}${WIZARD_URL_PATHS.samplePage(product.slug)}`;
  }

  samplePage(slug: string, origin: string): string {
    const product = sampleProduct(slug);
    if (!product) throw notFound();
    return samplePageHtml(product, origin);
  }

  sampleImage(slug: string, n: number): Buffer {
    const product = sampleProduct(slug);
    const png = product ? sampleImagePng(product, n) : null;
    if (!png) throw notFound();
    return png;
  }

  // ---------------------------------------------------------------- extraction

  /**
   * Reads a product page. Orator's own sample pages are read internally (they are this server);
   * every other address goes through the guarded fetcher (http/https, size and time limits, no
   * private addresses unless WEB_FETCH_ALLOW_PRIVATE).
   */
  async extract(auth: AuthContext, address: string, ownOrigins: readonly string[]): Promise<ProductExtraction> {
    const page = await this.fetch(address, ownOrigins, PAGE_FETCH);
    if (!HTML_TYPES.has(page.contentType)) throw badRequest('fileFormatNotSupported');
    const product = extractProduct(page.bytes.toString('utf8'), page.url);
    const facts = product.text
      .split('\n\n')
      .flatMap((paragraph) => scriptSentences(paragraph, detectScriptLanguage(paragraph)))
      .filter((s) => isSpokenSentence(s) && [...s].length <= 400 && s !== product.name)
      .slice(0, FACTS_MAX);
    const language = detectScriptLanguage(`${product.name} ${product.description} ${product.text.slice(0, 2000)}`);
    return {
      url: page.url,
      name: product.name,
      description: product.description,
      price: product.price,
      currency: product.currency,
      brand: product.brand,
      media: [
        ...(await this.importImages(auth, product.images, ownOrigins)),
        ...product.videos.map((url) => ({ kind: 'video' as const, url })),
      ],
      facts,
      language,
      sources: product.sources,
    };
  }

  private isOwn(address: string, ownOrigins: readonly string[]): URL | null {
    if (!URL.canParse(address)) return null;
    const url = new URL(address);
    const origins = new Set([...ownOrigins, this.deps.config.publicUrl].filter((o) => URL.canParse(o)).map((o) => new URL(o).origin));
    return origins.has(url.origin) ? url : null;
  }

  private async fetch(address: string, ownOrigins: readonly string[], limits: Omit<WebFetchLimits, 'allowPrivate'>): Promise<FetchedPage> {
    const own = this.isOwn(address, ownOrigins);
    const sample = own ? sampleRefOfPath(own.pathname) : null;
    if (own && sample) {
      const product = sampleProduct(sample.slug)!;
      if (sample.image === null) {
        return { bytes: Buffer.from(samplePageHtml(product, own.origin)), contentType: 'text/html', url: own.toString() };
      }
      const png = sampleImagePng(product, sample.image);
      if (!png) throw badRequest('webPageFetchFailed');
      return { bytes: png, contentType: 'image/png', url: own.toString() };
    }
    return fetchWebPage(address, { ...limits, allowPrivate: this.deps.config.webFetchAllowPrivate });
  }

  // ---------------------------------------------------------------- scripts

  /** Three scripts for the product, sized to its duration: by the language model when configured, else offline. */
  async scripts(body: Scripts, signal?: AbortSignal): Promise<ScriptsResult> {
    const { product } = body;
    const facts: ProductFacts = {
      name: product.name,
      description: product.description,
      price: body.price,
      currency: body.currency,
      brand: body.brand,
      facts: body.facts,
    };
    let modelFailed = false;
    if (this.deps.model) {
      try {
        const scripts = await this.modelProductScripts(this.deps.model, facts, body, signal);
        if (scripts.length > 0) return { mode: 'model', modelFailed: false, scripts: scripts.map(optionOf) };
        modelFailed = true;
      } catch (error) {
        if (!(error instanceof LanguageModelError)) throw error;
        modelFailed = true;
      }
    }
    const offline = offlineProductScripts(facts, product.videoStyle, product.language, product.duration);
    return { mode: 'offline', modelFailed, scripts: offline.map(optionOf) };
  }

  private async modelProductScripts(
    model: LanguageModel,
    facts: ProductFacts,
    body: Scripts,
    signal?: AbortSignal,
  ): Promise<FittedScript[]> {
    const { product } = body;
    const budget = scriptBudget(product.duration, product.language);
    const price = formatPrice(facts.price, facts.currency);
    const reply = await model.complete({
      messages: [
        { role: 'system', content: SCRIPT_SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            `Write 3 different scripts for a ${product.duration}-second advertisement video, in ${LANGUAGE_NAMES[product.language]}, in a ${product.videoStyle} tone.`,
            `Each script: about ${budget.maxUnits} ${budget.unit === 'word' ? 'words' : 'Chinese characters'}, never more.`,
            'Separate the scripts with a line containing only ###.',
            `Product: ${facts.name}`,
            facts.brand ? `Brand: ${facts.brand}` : '',
            price ? `Price: ${price}` : '',
            facts.description ? `Description: ${facts.description}` : '',
            facts.facts.length > 0 ? `Facts from the product page:\n- ${facts.facts.slice(0, 15).join('\n- ')}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        },
      ],
      temperature: 0.8,
      maxTokens: 1500,
      signal,
    });
    return parseModelScripts(reply)
      .map((script) => fitScript(script, product.duration, product.language))
      .filter((fitted) => fitted.units > 0)
      .slice(0, 3);
  }

  /** One-click's script: a topic written by the model (or expanded offline), pasted text trimmed or expanded. */
  private async oneClickScript(
    body: OneClick,
    language: ScriptLanguage,
    signal?: AbortSignal,
  ): Promise<{ fitted: FittedScript; mode: 'model' | 'offline' }> {
    if (body.source === 'text') {
      const generic = TOPIC_FILLERS[language];
      return { fitted: fitScript(body.text, body.duration, language, generic), mode: 'offline' };
    }
    if (this.deps.model) {
      try {
        const budget = scriptBudget(body.duration, language);
        const reply = await this.deps.model.complete({
          messages: [
            { role: 'system', content: SCRIPT_SYSTEM_PROMPT },
            {
              role: 'user',
              content: `Write one script for a ${body.duration}-second ${body.scenario} video about: ${body.text}\nLanguage: ${LANGUAGE_NAMES[language]}. Tone: ${body.tone}. About ${budget.maxUnits} ${budget.unit === 'word' ? 'words' : 'Chinese characters'}, never more.`,
            },
          ],
          temperature: 0.7,
          maxTokens: 1000,
          signal,
        });
        const [script] = parseModelScripts(reply);
        if (script) return { fitted: fitScript(script, body.duration, language), mode: 'model' };
      } catch (error) {
        if (!(error instanceof LanguageModelError)) throw error;
      }
    }
    return { fitted: offlineTopicScript(body.text, body.scenario, language, body.duration), mode: 'offline' };
  }

  // ---------------------------------------------------------------- projects

  /** Step 4: the product's pages with the chosen template, media in the owner's storage, then compose. */
  async createFromUrl(
    auth: AuthContext,
    body: UrlCreate,
    uiLanguage: UiLanguage,
    ownOrigins: readonly string[],
  ): Promise<WizardCreateResult> {
    const { product } = body;
    const media = checkUrlVideoMedia(product.media);
    if (!media.ok) throw badRequest(media.error);
    const template = this.deps.catalog.templates.storeTemplate(body.templateId);
    if (!template) throw notFound();
    if (template.ratio !== product.proportion) throw badRequest('errorRequest');
    const language = product.language;
    const scripts = pagesOf(body.script, language);
    const stored = await this.storeMedia(auth, product.media, ownOrigins);
    try {
      const price = formatPrice(body.price, body.currency);
      const pages: LayoutPage[] = scripts.map((script, index) => {
        const visual = stored[index % stored.length];
        return {
          title: product.name,
          subtitle: index === 0 ? (price ?? undefined) : undefined,
          script,
          imageUrl: visual?.kind === 'image' ? visual.url : undefined,
          videoUrl: visual?.kind === 'video' ? visual.url : undefined,
        };
      });
      return await this.createAndCompose(auth, {
        templateId: template.id,
        pages,
        language,
        uiLanguage,
        projectName: product.name,
        extra: { sourceList: stored.map((m) => ({ kind: m.kind, url: m.url, source: m.source })), videoStyle: product.videoStyle },
        compose: body.compose,
        mode: 'offline',
        script: scripts.join(language === 'zh' ? '' : ' '),
      });
    } catch (error) {
      await Promise.all(stored.map((m) => this.deps.storage.deleteObject(auth.userId, m.key).catch(() => undefined)));
      throw error;
    }
  }

  /** One click: script, template by ratio and scenario, presenter and voice by language, pages, compose. */
  async oneClick(auth: AuthContext, body: OneClick, uiLanguage: UiLanguage, signal?: AbortSignal): Promise<WizardCreateResult> {
    const language = body.language ?? detectScriptLanguage(body.text);
    // A chosen voice is checked before any work: the catalogue's, or the caller's own ready voice.
    if (body.voiceId && !(await this.deps.knownVoiceFor({ ownerId: auth.userId, tenantId: auth.tenantId }))(body.voiceId))
      throw badRequest('noRelatedSounds');
    const { fitted, mode } = await this.oneClickScript(body, language, signal);
    const scripts = pagesOf(fitted.script, language);
    const template = this.matchTemplate(auth, body.ratio, body.scenario, language);
    const title = titleOf(body.source === 'topic' ? body.text : (scriptSentences(fitted.script, language)[0] ?? body.text), language);
    const pages: LayoutPage[] = scripts.map((script) => ({ title, script }));
    return this.createAndCompose(auth, {
      templateId: template,
      ratio: body.ratio,
      pages,
      language,
      uiLanguage,
      projectName: title,
      extra: { sourceList: [], videoStyle: body.tone },
      compose: true,
      mode,
      script: fitted.script,
      voiceId: body.voiceId,
    });
  }

  /**
   * The store template for the ratio and scenario the caller may use, preferring the script's
   * language. Where no usable template has the ratio (1:1 designs are members-only), a template of
   * the scenario is laid out at the ratio: the layout is computed per ratio anyway.
   */
  private matchTemplate(auth: AuthContext, ratio: RatioKey, scenario: string, language: ScriptLanguage): string {
    const usable = this.deps.catalog.templates.usableStoreTemplates(auth);
    const rank = (t: StoreTemplate) =>
      (t.ratio === ratio ? 4 : 0) + (t.scenario === scenario ? 2 : 0) + (t.content.language === language ? 1 : 0);
    const chosen = [...usable].sort((a, b) => rank(b) - rank(a))[0];
    if (!chosen) throw notFound();
    return chosen.id;
  }

  private async createAndCompose(
    auth: AuthContext,
    input: {
      templateId: string;
      ratio?: RatioKey;
      pages: LayoutPage[];
      language: ScriptLanguage;
      uiLanguage: UiLanguage;
      projectName: string;
      extra: { sourceList: unknown[]; videoStyle: string };
      compose: boolean;
      mode: 'model' | 'offline';
      script: string;
      /** Replaces the template's voice on every page. */
      voiceId?: string;
    },
  ): Promise<WizardCreateResult> {
    const laid = await this.deps.catalog.templates.layoutFor(auth, input.templateId, input.pages, {
      language: input.language,
      uiLanguage: input.uiLanguage,
      ratio: input.ratio,
    });
    const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
    const row = await this.deps.video.projects.create(
      owner,
      CreateProjectBody.parse({
        ...laid.document,
        ppts: input.voiceId ? withVoice(laid.document.ppts, input.voiceId) : laid.document.ppts,
        projectName: input.projectName.slice(0, 200),
        projectType: PROJECT_KIND,
        ratio: laid.ratio,
        templateId: input.templateId,
        templateName: laid.name,
        extra: input.extra,
      }),
    );
    let composed: { jobId: string; state: WizardCreateResult['state'] } | null = null;
    if (input.compose) {
      try {
        const result = await this.deps.video.compose.compose(
          { ...owner, tenantKind: auth.tenant.kind },
          row.id,
          {},
          await this.deps.knownVoiceFor(owner),
        );
        composed = { jobId: result.jobId, state: result.state };
      } catch (error) {
        // A refused compose (no time left, a members-only choice) leaves no draft behind (issue 24 §1): the refusal is the answer.
        if (error instanceof AppError && error.status < 500) await this.deps.video.projects.softDelete(owner, row.id);
        throw error;
      }
    }
    const composeError: string | null = null;
    return {
      projectId: row.id,
      projectType: row.projectType,
      projectName: row.projectName,
      templateId: input.templateId,
      templateName: laid.name,
      pageCount: input.pages.length,
      language: input.language,
      mode: input.mode,
      script: input.script,
      jobId: composed?.jobId ?? null,
      state: composed?.state ?? null,
      composeError,
    };
  }

  /**
   * The page's pictures copied into the caller's storage when the page is read (issue 24 §5): the
   * wizard shows them, and the app's pages load images from their own origin only (CSP img-src
   * 'self'), so another site's addresses were broken images. Orator's own sample pictures stay
   * where they are; a picture that cannot be fetched is left out (it could not be used either); a
   * full storage is said, not hidden.
   */
  private async importImages(auth: AuthContext, images: readonly string[], ownOrigins: readonly string[]): Promise<ProductMedia[]> {
    const folder = crypto.randomUUID();
    const imported: ProductMedia[] = [];
    for (const [index, url] of images.slice(0, IMPORTED_IMAGES_MAX).entries()) {
      if (this.isOwn(url, ownOrigins)) {
        imported.push({ kind: 'image', url });
        continue;
      }
      try {
        imported.push(await this.storeOne(auth, { kind: 'image', url }, folder, index, ownOrigins));
      } catch (error) {
        if (error instanceof AppError && error.key === 'storageFull') throw error;
      }
    }
    return imported;
  }

  /** One medium fetched through the guard and stored as `<kind>/url-video/<folder>/<NN>.<ext>` of the owner. */
  private async storeOne(
    auth: AuthContext,
    item: ProductMedia,
    folder: string,
    index: number,
    ownOrigins: readonly string[],
  ): Promise<{ kind: 'image' | 'video'; url: string; key: string; source: string }> {
    const file = await this.fetchMedia(item, ownOrigins);
    const relative = `${item.kind}/url-video/${folder}/${String(index + 1).padStart(2, '0')}.${file.extension}`;
    const confined = confineKey(relative, auth.userId);
    if (!confined.ok) throw badRequest('productMediaFetchFailed');
    const caller = { user: auth.user, userId: auth.userId, tenantId: auth.tenantId };
    await this.deps.storage.putObject(caller, { key: confined.key, relative }, Readable.from([file.bytes]), {
      contentType: file.contentType,
      contentLength: file.bytes.length,
      batchSize: null,
    });
    return { kind: item.kind, url: STORAGE_PATHS.object(relative), key: confined.key, source: item.url };
  }

  /** The chosen media fetched through the same guard and stored under the owner's wizard folder. */
  private async storeMedia(
    auth: AuthContext,
    media: readonly ProductMedia[],
    ownOrigins: readonly string[],
  ): Promise<{ kind: 'image' | 'video'; url: string; key: string; source: string }[]> {
    const folder = crypto.randomUUID();
    const stored: { kind: 'image' | 'video'; url: string; key: string; source: string }[] = [];
    try {
      for (const [index, item] of media.entries()) {
        if (item.url.startsWith(STORAGE_PATHS.object(''))) {
          // Already the user's own file (a manual upload, a picture imported when the page was read): used where it is.
          stored.push({ kind: item.kind, url: item.url, key: '', source: item.url });
          continue;
        }
        stored.push(await this.storeOne(auth, item, folder, index, ownOrigins));
      }
    } catch (error) {
      await Promise.all(stored.filter((m) => m.key).map((m) => this.deps.storage.deleteObject(auth.userId, m.key).catch(() => undefined)));
      throw error;
    }
    return stored;
  }

  private async fetchMedia(
    item: ProductMedia,
    ownOrigins: readonly string[],
  ): Promise<{ bytes: Buffer; contentType: string; extension: string }> {
    let page: FetchedPage;
    try {
      page = await this.fetch(item.url, ownOrigins, item.kind === 'image' ? IMAGE_FETCH : VIDEO_FETCH);
    } catch (error) {
      // The address itself is refused (scheme, private network, size): say so; anything else is a failed download.
      if (error instanceof AppError && ['webPageUrlInvalid', 'webPageAddressRefused', 'fileSizeExceeded'].includes(error.key)) throw error;
      throw badRequest('productMediaFetchFailed');
    }
    if (item.kind === 'video') {
      const extension = VIDEO_EXTENSIONS[page.contentType] ?? /\.(mp4|webm|mov)(?:$|\?)/i.exec(page.url)?.[1]?.toLowerCase();
      if (!extension) throw badRequest('productMediaFetchFailed');
      return { bytes: page.bytes, contentType: page.contentType || `video/${extension}`, extension };
    }
    if (page.contentType === 'image/jpeg' || page.contentType === 'image/png') {
      return { bytes: page.bytes, contentType: page.contentType, extension: page.contentType === 'image/png' ? 'png' : 'jpg' };
    }
    // WebP, GIF, AVIF...: uploads take JPEG and PNG only, so the picture is re-encoded.
    try {
      const image = await loadNodeImage(page.bytes);
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      return { bytes: canvas.toBuffer('image/png'), contentType: 'image/png', extension: 'png' };
    } catch {
      throw badRequest('productMediaFetchFailed');
    }
  }
}

const VIDEO_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

const LANGUAGE_NAMES: Record<ScriptLanguage, string> = { en: 'English', zh: 'Simplified Chinese' };

const SCRIPT_SYSTEM_PROMPT =
  'You write spoken scripts read aloud by a digital presenter in short videos. Write plain sentences only: ' +
  'no headings, labels, lists, emojis, hashtags, stage directions or quotation marks around the script.';

/** Pasted text that is too short is completed with closing lines that fit any text. */
const TOPIC_FILLERS: Record<ScriptLanguage, readonly string[]> = {
  en: ['Thank you for watching.', 'We hope this was useful to you.', 'Share it with someone who might need it.', 'See you next time.'],
  zh: ['感谢您的观看。', '希望这些内容对您有所帮助。', '欢迎分享给需要的朋友。', '我们下次再见。'],
};

/** The model's reply as scripts: split at ### lines, labels like "Script 1:" and wrapping quotes removed. */
export function parseModelScripts(reply: string): string[] {
  return reply
    .split(/^\s*#{3,}\s*$/m)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(?:\*\*)?(?:script|version|option|文案|脚本)\s*\d*\s*[:：.)]?(?:\*\*)?\s*/i, '')
        .replace(/^["“'「]+|["”'」]+$/g, '')
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Page texts of a script; a script too short for one page is refused with the dubbing rule's message. */
function pagesOf(script: string, language: ScriptLanguage): string[] {
  const pages = splitIntoPages(script, language);
  if (pages.length === 0) throw badRequest('scriptRequired');
  for (const page of pages) {
    const check = checkDubbingText(page);
    if (!check.ok) throw badRequest(check.error);
  }
  return pages;
}

/** A sentence a presenter can read: it ends like one and has a few words (not a price tag, a menu item or a label). */
function isSpokenSentence(sentence: string): boolean {
  if (!/[.!?。！？]["'”’」』)）]*$/u.test(sentence)) return false;
  return detectScriptLanguage(sentence) === 'zh' ? [...sentence].length >= 8 : sentence.split(/\s+/).length >= 4;
}

function titleOf(text: string, language: ScriptLanguage): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?。！？]+$/u, '');
  const max = language === 'zh' ? 16 : 40;
  const chars = [...clean];
  if (chars.length <= max) return clean;
  if (language === 'zh') return `${chars.slice(0, max).join('')}…`;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trim()}…`;
}

function optionOf(fitted: FittedScript): ScriptsResult['scripts'][number] {
  return { script: fitted.script, seconds: fitted.seconds, units: fitted.units, fit: fitted.fit };
}

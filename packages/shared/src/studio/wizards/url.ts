/**
 * The URL-to-video wizard and one-click generation contract (product-rules#wizards-url,
 * #wizards-oneclick). Every route answers in the usual envelope.
 */
import { z } from 'zod';
import { ratioSchema } from '../project/screen.ts';
import { videoStateSchema } from '../project/states.ts';
import {
  PRODUCT_SCRIPT_MAX_CHARS,
  productDescriptionSchema,
  productMediaSchema,
  scriptDurationSchema,
  scriptLanguageSchema,
  scriptScenarioSchema,
  scriptToneSchema,
} from './script.ts';

const BASE = '/manprocess/wizard';

export const WIZARD_URL_PATHS = {
  /** GET -> RandomSampleUrl: one of Orator's own sample product pages (absolute address). */
  randomSample: `${BASE}/url/sample/random`,
  /** GET (public) -> text/html: a built-in sample product page. */
  samplePage: (slug: string) => `${BASE}/url/sample/${encodeURIComponent(slug)}`,
  /** GET (public) -> image/png: picture n (1..) of a sample product. */
  sampleImage: (slug: string, n: number) => `${BASE}/url/sample/${encodeURIComponent(slug)}/${n}.png`,
  /** POST ExtractBody -> ProductExtraction */
  extract: `${BASE}/url/extract`,
  /** POST ScriptsBody -> ScriptsResult */
  scripts: `${BASE}/url/scripts`,
  /** POST UrlCreateBody -> WizardCreateResult (an AutoVideo-Lamination project, composed when asked) */
  create: `${BASE}/url/create`,
  /** POST OneClickBody -> WizardCreateResult (script, template, pages, then compose) */
  oneClick: `${BASE}/oneclick/create`,
} as const;

export const RandomSampleUrl = z.object({ url: z.string() });
export type RandomSampleUrl = z.infer<typeof RandomSampleUrl>;

export const ExtractBody = z.object({ url: z.string().trim().min(1, 'webPageUrlInvalid').max(2000) });
export type ExtractBody = z.infer<typeof ExtractBody>;

export const ProductExtraction = z.object({
  url: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  brand: z.string().nullable(),
  /**
   * Pictures and videos found, in page order. Pictures from other sites are already copied into the
   * caller's storage (/oss/...; the app's pages load images from their own origin only), those that
   * could not be fetched left out; videos keep their page address until the project is made.
   */
  media: z.array(productMediaSchema),
  /** Sentences of the page's readable text that scripts may use. */
  facts: z.array(z.string()),
  language: scriptLanguageSchema,
  sources: z.array(z.string()),
});
export type ProductExtraction = z.infer<typeof ProductExtraction>;

/** Which mode wrote a script: the configured language model, or offline templates filled from the facts. */
const SCRIPT_MODES = ['model', 'offline'] as const;
export type ScriptMode = (typeof SCRIPT_MODES)[number];

export const ScriptsBody = z.object({
  product: productDescriptionSchema,
  price: z.string().max(40).nullable().default(null),
  currency: z.string().max(10).nullable().default(null),
  brand: z.string().max(100).nullable().default(null),
  facts: z.array(z.string().max(1000)).max(60).default([]),
});
export type ScriptsBody = z.input<typeof ScriptsBody>;

const ScriptOption = z.object({
  script: z.string(),
  seconds: z.number(),
  units: z.number(),
  fit: z.enum(['kept', 'trimmed', 'expanded', 'short']),
});
type ScriptOption = z.infer<typeof ScriptOption>;

export const ScriptsResult = z.object({
  mode: z.enum(SCRIPT_MODES),
  /** A model is configured but failed this time; the offline scripts stand in. */
  modelFailed: z.boolean(),
  scripts: z.array(ScriptOption),
});
export type ScriptsResult = z.infer<typeof ScriptsResult>;

export const UrlCreateBody = z.object({
  product: productDescriptionSchema,
  price: z.string().max(40).nullable().default(null),
  currency: z.string().max(10).nullable().default(null),
  script: z.string().trim().min(1, 'scriptRequired').max(PRODUCT_SCRIPT_MAX_CHARS),
  templateId: z.string().min(1).max(100),
  /** Compose at once (step 4's button); false leaves a draft for the editor. */
  compose: z.boolean().default(true),
});
export type UrlCreateBody = z.input<typeof UrlCreateBody>;

const ONE_CLICK_SOURCES = ['topic', 'text'] as const;
export type OneClickSource = (typeof ONE_CLICK_SOURCES)[number];

export const OneClickBody = z.object({
  source: z.enum(ONE_CLICK_SOURCES),
  /** A topic (a few words) or pasted text. */
  text: z.string().trim().min(1, 'scriptRequired').max(20_000),
  ratio: ratioSchema.default(0),
  scenario: scriptScenarioSchema.default('speech'),
  tone: scriptToneSchema.default('friendly'),
  duration: scriptDurationSchema.default(30),
  /** Absent: detected from the text. */
  language: scriptLanguageSchema.optional(),
  /** The voice every page speaks: a catalogue voice or one of the user's own (`profile:{id}`). Absent: the template's voice of the script's language. */
  voiceId: z.string().min(1).max(100).optional(),
});
export type OneClickBody = z.input<typeof OneClickBody>;

export const WizardCreateResult = z.object({
  projectId: z.string(),
  projectType: z.string(),
  projectName: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  pageCount: z.number(),
  language: scriptLanguageSchema,
  mode: z.enum(SCRIPT_MODES),
  script: z.string(),
  /** The render job when composed; null for a draft (or when compose was refused: see `composeError`). */
  jobId: z.string().nullable(),
  state: videoStateSchema.nullable(),
  /** A compose refusal (catalogue key): the project stays a draft the user fixes in the editor. */
  composeError: z.string().nullable(),
});
export type WizardCreateResult = z.infer<typeof WizardCreateResult>;

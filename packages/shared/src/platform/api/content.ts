import { z } from 'zod';
import { UI_LANGUAGES, type UiLanguage } from '../../kernel/locale.ts';

/**
 * The public site's content (issue 15 §3; spec §2 help centre, case pages, news, download centre,
 * clone and customization pages, top notice banner): items operators write in the three UI
 * languages and publish. English is required; a language left empty falls back to English.
 */
const userprocess = (path: string) => `/userprocess/${path}`;

export const CONTENT_PATHS = {
  /** GET PublicContentQuery -> PublicContentPage (published only; ETag + Cache-Control) */
  list: userprocess('content/list'),
  /** GET ?lang -> PublicContent (published only) */
  item: (kind: string, slug: string) => userprocess(`content/item/${kind}/${slug}`),
  /** GET AdminContentQuery -> AdminContentPage (operators; drafts included) */
  adminList: userprocess('admin/content/list'),
  /** POST ContentBody -> AdminContent (operators; audited) */
  adminCreate: userprocess('admin/content'),
  /** PUT ContentBody -> AdminContent, DELETE -> { deleted } (operators; audited) */
  adminItem: (id: string) => userprocess(`admin/content/${id}`),
  /** PUT ContentCoverBody -> AdminContent: the operator's uploaded image becomes the cover; DELETE removes it (operators; audited) */
  adminCover: (id: string) => userprocess(`admin/content/${id}/cover`),
  /** GET -> the cover image (public; the file name is the upload's own, so a replaced cover has a new address) */
  cover: (id: string, fileName: string) => userprocess(`content/cover/${id}/${fileName}`),
} as const;

/**
 * Uploaded covers (product-rules#public-site): the operator's editor uploads the image through the
 * storage path with the `image` purpose (JPEG/PNG, 5 MB, checked by content) into this folder of
 * their own files, then names it in ContentCoverBody.
 */
export const CONTENT_COVER_FOLDER = 'image/site-covers/';

/** The uploaded image to use as an item's cover: a key in the caller's own storage, under CONTENT_COVER_FOLDER. */
export const ContentCoverBody = z.object({
  key: z
    .string()
    .trim()
    .max(300)
    .refine(
      (key) => key.startsWith(CONTENT_COVER_FOLDER) && /^[A-Za-z0-9_-]+\.(jpe?g|png)$/i.test(key.slice(CONTENT_COVER_FOLDER.length)),
      {
        message: 'fileFormatNotSupported',
      },
    ),
});
export type ContentCoverBody = z.infer<typeof ContentCoverBody>;

export const CONTENT_KINDS = ['news', 'case', 'help', 'download', 'customization', 'banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Spec §2 case pages. */
export const CASE_CATEGORIES = ['customer', 'legal', 'ecommerce', 'video', 'live'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

/** Spec §2 clone and customization marketing pages; each is one item whose slug is its topic. */
export const CUSTOMIZATION_TOPICS = ['voice', 'figure', 'custom-virtualization', 'ip-activation', 'interactive-big-screen'] as const;
export type CustomizationTopic = (typeof CUSTOMIZATION_TOPICS)[number];

/** The categories a kind allows ('' only, for kinds without categories). */
export function categoriesOf(kind: ContentKind): readonly string[] {
  if (kind === 'case') return CASE_CATEGORIES;
  if (kind === 'customization') return CUSTOMIZATION_TOPICS;
  return [''];
}

const CONTENT_TITLE_MAX = 200;
const CONTENT_SUMMARY_MAX = 1000;
const CONTENT_BODY_MAX = 20000;
const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const LocalText = z.object({
  title: z.string().trim().max(CONTENT_TITLE_MAX, 'contentTitleRequired').default(''),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX).default(''),
  /** Plain text: blank lines part paragraphs, '## ' starts a heading, '- ' a list item. */
  body: z.string().trim().max(CONTENT_BODY_MAX).default(''),
});
export type LocalText = z.infer<typeof LocalText>;

export const ContentTexts = z.object({
  en: LocalText.refine((text) => text.title.length > 0, { message: 'contentTitleRequired', path: ['title'] }),
  'zh-CN': LocalText.default({ title: '', summary: '', body: '' }),
  'zh-TW': LocalText.default({ title: '', summary: '', body: '' }),
});
export type ContentTexts = z.infer<typeof ContentTexts>;

/** A link a reader may follow: a site path or an http(s) address. */
const Link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|https?:\/\/[^\s]+)$/)
  .default('');

export const ContentBody = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    category: z.string().trim().max(40).default(''),
    slug: z.string().trim().min(1).max(80).regex(CONTENT_SLUG),
    published: z.boolean().default(false),
    /** Smaller first. */
    order: z.number().int().min(-100000).max(100000).default(0),
    coverUrl: Link,
    /** Download items: where the file or page is; other kinds: an optional "read more" link. */
    link: Link,
    texts: ContentTexts,
  })
  .refine((body) => categoriesOf(body.kind).includes(body.category), { message: 'contentCategoryInvalid', path: ['category'] });
export type ContentBody = z.input<typeof ContentBody>;

export const AdminContent = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  category: z.string(),
  slug: z.string(),
  published: z.boolean(),
  order: z.number(),
  coverUrl: z.string(),
  link: z.string(),
  texts: ContentTexts,
  /** The uploaded cover's public address, or null (then `coverUrl`, typed in, is the cover if set). */
  coverImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminContent = z.infer<typeof AdminContent>;

export const AdminContentQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(CONTENT_KINDS).optional(),
});

export const AdminContentPage = z.object({ items: z.array(AdminContent), total: z.number(), page: z.number(), size: z.number() });
export type AdminContentPage = z.infer<typeof AdminContentPage>;

/** What a visitor reads: one language's text (or English where that language is empty). */
export const PublicContent = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  category: z.string(),
  slug: z.string(),
  order: z.number(),
  /** The uploaded cover's address, else the typed-in cover address, else ''. */
  coverUrl: z.string(),
  link: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The language the text is in (English when the asked one was empty). */
  language: z.enum(UI_LANGUAGES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicContent = z.infer<typeof PublicContent>;

export const PublicContentQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
  kind: z.enum(CONTENT_KINDS),
  category: z.string().trim().max(40).optional(),
  lang: z.enum(UI_LANGUAGES).default('en'),
});
export type PublicContentQuery = z.input<typeof PublicContentQuery>;

export const PublicContentPage = z.object({ items: z.array(PublicContent), total: z.number(), page: z.number(), size: z.number() });
export type PublicContentPage = z.infer<typeof PublicContentPage>;

/** The text of `language`, field by field English where that language left a field empty. */
export function localTextOf(texts: ContentTexts, language: UiLanguage): LocalText & { language: UiLanguage } {
  const wanted = texts[language];
  if (language === 'en' || !wanted.title) return { ...texts.en, language: 'en' };
  return {
    title: wanted.title,
    summary: wanted.summary || texts.en.summary,
    body: wanted.body || texts.en.body,
    language,
  };
}

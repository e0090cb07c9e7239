import type { CaseCategory, ContentKind, CustomizationTopic } from '@orator/shared';

/** The public site's screens (issue 15 §3; the spec names no routes for them except /testupload: these are ours). */
export const SITE_ROUTES = {
  news: '/news',
  cases: '/cases',
  help: '/help',
  downloads: '/download',
  customization: '/customization',
  testUpload: '/testupload',
  contentAdmin: '/admin/content',
} as const;

export const casesPath = (category: CaseCategory) => `${SITE_ROUTES.cases}/${category}`;
export const customizationPath = (topic: CustomizationTopic) => `${SITE_ROUTES.customization}/${topic}`;

/** Where a visitor reads one published item (downloads and banners have no page of their own). */
export function contentPath(item: { kind: ContentKind; category: string; slug: string }): string | null {
  if (item.kind === 'news') return `${SITE_ROUTES.news}/${item.slug}`;
  if (item.kind === 'case') return `${SITE_ROUTES.cases}/${item.category}/${item.slug}`;
  if (item.kind === 'help') return `${SITE_ROUTES.help}/${item.slug}`;
  if (item.kind === 'customization') return `${SITE_ROUTES.customization}/${item.slug}`;
  return null;
}

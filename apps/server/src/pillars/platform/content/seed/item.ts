import type { ContentBody, ContentKind } from '@orator/shared';

/** [title, summary, body] in one language. */
export type Text3 = [title: string, summary: string, body: string];

/** A published start-up item with its three languages. */
export function seedItem(
  kind: ContentKind,
  slug: string,
  order: number,
  texts: { en: Text3; zhCN: Text3; zhTW: Text3 },
  extra: { category?: string; link?: string; published?: boolean } = {},
): ContentBody {
  const text = ([title, summary, body]: Text3) => ({ title, summary, body });
  return {
    kind,
    slug,
    order,
    category: extra.category ?? '',
    link: extra.link ?? '',
    published: extra.published ?? true,
    texts: { en: text(texts.en), 'zh-CN': text(texts.zhCN), 'zh-TW': text(texts.zhTW) },
  };
}

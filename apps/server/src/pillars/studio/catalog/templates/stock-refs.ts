import { CATALOG_PATHS, STOCK_KINDS, type ProjectDocument, type StockKind } from '@orator/shared';

export interface StockRef {
  kind: StockKind;
  id: string;
}

const PREFIX = CATALOG_PATHS.stockFile('backgrounds', 'x').replace(/backgrounds\/x$/, '');

/** The stock asset a URL points at (a catalog file link), or null for any other URL. */
export function stockRefOf(url: string): StockRef | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith(PREFIX)) return null;
  const [kind, id, ...rest] = path.slice(PREFIX.length).split('/');
  if (rest.length > 0 || !id || !(STOCK_KINDS as readonly string[]).includes(kind ?? '')) return null;
  try {
    return { kind: kind as StockKind, id: decodeURIComponent(id) };
  } catch {
    return null;
  }
}

/** Every media URL of a document: page images and audio, and the global music. */
function mediaUrls(document: ProjectDocument): string[] {
  const urls = document.ppts.flatMap((page) =>
    page.elements.flatMap((e) => (e.type === 'image' || e.type === 'bgm' || e.type === 'audio' ? [e.url] : [])),
  );
  if (document.bgmGlobal) urls.push(document.bgmGlobal.url);
  return urls;
}

/** The distinct stock assets a document uses. */
export function stockRefsIn(document: ProjectDocument): StockRef[] {
  const seen = new Map<string, StockRef>();
  for (const url of mediaUrls(document)) {
    const ref = stockRefOf(url);
    if (ref) seen.set(`${ref.kind}/${ref.id}`, ref);
  }
  return [...seen.values()];
}

/** A copy of the document with media URLs replaced through `replacements` (others kept). */
export function replaceUrls(document: ProjectDocument, replacements: ReadonlyMap<string, string>): ProjectDocument {
  const swap = (url: string) => replacements.get(url) ?? url;
  return {
    ...document,
    ppts: document.ppts.map((page) => ({
      ...page,
      elements: page.elements.map((e) => (e.type === 'image' || e.type === 'bgm' || e.type === 'audio' ? { ...e, url: swap(e.url) } : e)),
    })),
    bgmGlobal: document.bgmGlobal ? { ...document.bgmGlobal, url: swap(document.bgmGlobal.url) } : null,
  };
}

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/**
 * A product page read for the URL-to-video wizard: the structured product data a shop publishes
 * (JSON-LD schema.org Product, then Open Graph / product meta tags), the readable article text
 * (Readability), and every picture and video the page shows, as absolute http(s) addresses.
 */
export interface ExtractedProduct {
  name: string;
  description: string;
  price: string | null;
  currency: string | null;
  brand: string | null;
  images: string[];
  videos: string[];
  /** The page's readable text (Readability), paragraphs separated by blank lines; '' when none. */
  text: string;
  /** Where the facts came from, for the wizard to show. */
  sources: ('json-ld' | 'open-graph' | 'readability' | 'html')[];
}

/** The DOM subset read here; linkedom's elements satisfy it. */
interface El {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
interface Doc {
  title: string;
  querySelectorAll(selector: string): ArrayLike<El>;
  cloneNode(deep: boolean): unknown;
}

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

const MAX_IMAGES = 60;
const MAX_VIDEOS = 10;
const VIDEO_FILE = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;
/** Tracking pixels, icons, sprites and logos are not product pictures. */
const NOT_A_PICTURE = /(^data:)|(\.svg(\?|#|$))|(sprite|favicon|icon|logo|pixel|spacer|badge)/i;

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

function absolute(address: string | null | undefined, base: string): string | null {
  const raw = clean(address);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function metaOf(document: Doc, ...names: string[]): string[] {
  const out: string[] = [];
  for (const meta of Array.from(document.querySelectorAll('meta'))) {
    const key = (meta.getAttribute('property') ?? meta.getAttribute('name') ?? meta.getAttribute('itemprop') ?? '').toLowerCase();
    if (names.includes(key)) {
      const content = clean(meta.getAttribute('content'));
      if (content) out.push(content);
    }
  }
  return out;
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: { [key: string]: Json }): string[] {
  return asList(node['@type']).filter((t): t is string => typeof t === 'string');
}

/** Every JSON-LD object of the page, flattened through arrays and @graph. */
function jsonLdNodes(document: Doc): { [key: string]: Json }[] {
  const nodes: { [key: string]: Json }[] = [];
  const visit = (value: Json, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      nodes.push(value);
      if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1);
    }
  };
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(script.textContent ?? '') as Json, 0);
    } catch {
      // A shop's broken JSON-LD block is skipped; the meta tags and the page still count.
    }
  }
  return nodes;
}

function text(value: Json | undefined): string | null {
  if (typeof value === 'string') return clean(value) || null;
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return text(value['name'] ?? value['@value']);
  if (Array.isArray(value)) return text(value[0]);
  return null;
}

function urlsOf(value: Json | undefined, base: string, keys: string[]): string[] {
  return asList(value).flatMap((item) => {
    if (typeof item === 'string') return [absolute(item, base)].filter((u): u is string => u !== null);
    if (isObject(item)) {
      for (const key of keys) {
        const url = typeof item[key] === 'string' ? absolute(item[key], base) : null;
        if (url) return [url];
      }
    }
    return [];
  });
}

function offerOf(product: { [key: string]: Json }): { price: string | null; currency: string | null } {
  for (const offer of asList(product['offers'])) {
    if (!isObject(offer)) continue;
    const spec = asList(offer['priceSpecification']).find(isObject);
    const price = text(offer['price']) ?? text(offer['lowPrice']) ?? (spec ? text(spec['price']) : null);
    const currency = text(offer['priceCurrency']) ?? (spec ? text(spec['priceCurrency']) : null);
    if (price) return { price, currency };
  }
  return { price: null, currency: null };
}

/** The article text Readability keeps (navigation, footers and ads dropped). */
function readableText(document: Doc, url: string): string {
  try {
    Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
    const article = new Readability(document.cloneNode(true) as never, { charThreshold: 100 }).parse();
    if (!article?.content) return '';
    const content = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document as unknown as Doc;
    return Array.from(content.querySelectorAll('p, li, h2, h3'))
      .map((el) => clean(el.textContent))
      .filter((line) => line.length > 0)
      .join('\n\n');
  } catch {
    return ''; // Readability gives up on odd markup; the structured data still counts.
  }
}

const unique = (values: string[]): string[] => [...new Set(values)];

/** Reads a fetched product page (its final address resolves relative links). */
export function extractProduct(html: string, url: string): ExtractedProduct {
  const document = parseHTML(/<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`)
    .document as unknown as Doc;
  const sources: ExtractedProduct['sources'] = [];

  const product = jsonLdNodes(document).find((node) =>
    typesOf(node).some((t) => /^(schema:)?(Product|ProductGroup|IndividualProduct)$/.test(t)),
  );
  const ld = product
    ? {
        name: text(product['name']),
        description: text(product['description']),
        brand: text(product['brand']) ?? text(product['manufacturer']),
        images: urlsOf(product['image'], url, ['contentUrl', 'url']),
        videos: urlsOf(product['video'], url, ['contentUrl', 'embedUrl', 'url']),
        ...offerOf(product),
      }
    : null;
  if (ld) sources.push('json-ld');

  const og = {
    name: metaOf(document, 'og:title', 'twitter:title')[0] ?? null,
    description: metaOf(document, 'og:description', 'twitter:description', 'description')[0] ?? null,
    images: metaOf(document, 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image')
      .map((u) => absolute(u, url))
      .filter((u): u is string => u !== null),
    videos: metaOf(document, 'og:video', 'og:video:url', 'og:video:secure_url')
      .map((u) => absolute(u, url))
      .filter((u): u is string => u !== null),
    price: metaOf(document, 'product:price:amount', 'og:price:amount', 'price')[0] ?? null,
    currency: metaOf(document, 'product:price:currency', 'og:price:currency', 'pricecurrency')[0] ?? null,
    brand: metaOf(document, 'product:brand', 'og:brand', 'brand')[0] ?? null,
  };
  if (og.name || og.images.length > 0 || og.price) sources.push('open-graph');

  const readable = readableText(document, url);
  if (readable) sources.push('readability');

  const pageImages: string[] = [];
  for (const img of Array.from(document.querySelectorAll('img'))) {
    const width = Number(img.getAttribute('width') ?? 0);
    const height = Number(img.getAttribute('height') ?? 0);
    if ((width > 0 && width < 100) || (height > 0 && height < 100)) continue;
    const src = absolute(img.getAttribute('src') ?? img.getAttribute('data-src'), url);
    if (src && !NOT_A_PICTURE.test(src)) pageImages.push(src);
  }
  const pageVideos: string[] = [];
  for (const el of Array.from(document.querySelectorAll('video[src], video source[src]'))) {
    const src = absolute(el.getAttribute('src'), url);
    if (src) pageVideos.push(src);
  }
  for (const a of Array.from(document.querySelectorAll('a[href]'))) {
    const href = absolute(a.getAttribute('href'), url);
    if (href && VIDEO_FILE.test(href)) pageVideos.push(href);
  }
  if (pageImages.length > 0 || pageVideos.length > 0) sources.push('html');

  const heading = clean(document.querySelectorAll('h1')[0]?.textContent);
  const name = ld?.name ?? og.name ?? (heading || clean(document.title));
  const description = ld?.description ?? og.description ?? readable.split('\n\n')[0] ?? '';
  return {
    name: name.slice(0, 200),
    description: description.slice(0, 4000),
    price: ld?.price ?? og.price,
    currency: ld?.currency ?? og.currency,
    brand: ld?.brand ?? og.brand,
    images: unique([...(ld?.images ?? []), ...og.images, ...pageImages].filter((u) => !VIDEO_FILE.test(u))).slice(0, MAX_IMAGES),
    videos: unique([...(ld?.videos ?? []), ...og.videos, ...pageVideos]).slice(0, MAX_VIDEOS),
    text: readable.slice(0, 20_000),
    sources,
  };
}

/**
 * Stock illustrations: vector stickers written as SVG from a few parameters, rasterised to
 * 512 px PNG when served (browsers cannot decode SVG blobs into ImageBitmaps, the scene's
 * image type). Seven categories, six colourways each.
 */
export type IllustrationCategory = 'arrows' | 'badges' | 'charts' | 'bubbles' | 'faces' | 'tags' | 'shapes';

export interface IllustrationDesign {
  id: string;
  category: IllustrationCategory;
  names: { en: string; 'zh-CN': string; 'zh-TW': string };
  svg: string;
}

const COLOURS = [
  { key: 'blue', en: 'blue', zhCN: '蓝', zhTW: '藍', main: '#2f6fed', light: '#cfe0ff' },
  { key: 'red', en: 'red', zhCN: '红', zhTW: '紅', main: '#e5484d', light: '#ffd6d7' },
  { key: 'green', en: 'green', zhCN: '绿', zhTW: '綠', main: '#2f9e6e', light: '#c9f2dd' },
  { key: 'orange', en: 'orange', zhCN: '橙', zhTW: '橙', main: '#f08c2e', light: '#ffe3c6' },
  { key: 'purple', en: 'purple', zhCN: '紫', zhTW: '紫', main: '#7b5cd6', light: '#e4dbff' },
  { key: 'teal', en: 'teal', zhCN: '青', zhTW: '青', main: '#0fa3b1', light: '#c8f1f5' },
] as const;
type Colour = (typeof COLOURS)[number];

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 100 100">${body}</svg>`;
const shadow = (inner: string) =>
  `<g transform="translate(1.5 2)" opacity="0.18">${inner.replace(/fill="[^"]*"/g, 'fill="#000"')}</g>${inner}`;

/** Each category's drawing for a colourway (index picks a shape variant within the category). */
const DRAW: Record<IllustrationCategory, (c: Colour, i: number) => string> = {
  arrows: (c, i) => {
    const angle = [0, 90, 180, 270, 45, -45][i] ?? 0;
    return svg(
      `<g transform="rotate(${angle} 50 50)">${shadow(`<path d="M12 40 H58 V22 L90 50 L58 78 V60 H12 Z" fill="${c.main}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`)}</g>`,
    );
  },
  badges: (c, i) => {
    const points = Array.from({ length: 24 }, (_, k) => {
      const r = k % 2 === 0 ? 46 : 40;
      const a = (k / 24) * Math.PI * 2;
      return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    const marks = ['★', '✓', '1', 'NEW', 'TOP', 'HOT'];
    const mark = marks[i] ?? '★';
    const size = mark.length > 1 ? 20 : 38;
    return svg(
      `${shadow(`<polygon points="${points}" fill="${c.main}"/>`)}<circle cx="50" cy="50" r="32" fill="none" stroke="#fff" stroke-width="2.5" stroke-dasharray="3 3"/><text x="50" y="${50 + size * 0.36}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle">${mark}</text>`,
    );
  },
  charts: (c, i) => {
    if (i % 3 === 0) {
      const bars = [30, 48, 40, 66, 80].map(
        (h, k) =>
          `<rect x="${14 + k * 15}" y="${88 - h}" width="11" height="${h}" rx="2" fill="${k === 4 ? c.main : c.light}" stroke="${c.main}" stroke-width="1.5"/>`,
      );
      return svg(
        `<rect x="4" y="4" width="92" height="92" rx="10" fill="#fff"/>${bars.join('')}<line x1="10" y1="88" x2="90" y2="88" stroke="#334" stroke-width="2"/>`,
      );
    }
    if (i % 3 === 1) {
      return svg(
        `<rect x="4" y="4" width="92" height="92" rx="10" fill="#fff"/><circle cx="50" cy="50" r="34" fill="${c.light}"/><path d="M50 50 L50 16 A34 34 0 0 1 82 62 Z" fill="${c.main}"/><path d="M50 50 L82 62 A34 34 0 0 1 40 83 Z" fill="#ffc940"/>`,
      );
    }
    return svg(
      `<rect x="4" y="4" width="92" height="92" rx="10" fill="#fff"/><polyline points="12,78 30,60 46,66 62,40 86,22" fill="none" stroke="${c.main}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M76 20 L88 20 L88 32" fill="none" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/><line x1="12" y1="88" x2="88" y2="88" stroke="#334" stroke-width="2"/>`,
    );
  },
  bubbles: (c, i) => {
    const right = i % 2 === 1;
    const tail = right ? 'M70 70 L84 92 L56 74 Z' : 'M30 70 L16 92 L44 74 Z';
    const dots =
      i >= 4
        ? `<circle cx="34" cy="44" r="5" fill="#fff"/><circle cx="50" cy="44" r="5" fill="#fff"/><circle cx="66" cy="44" r="5" fill="#fff"/>`
        : `<rect x="24" y="32" width="52" height="6" rx="3" fill="#fff"/><rect x="24" y="46" width="36" height="6" rx="3" fill="#fff"/>`;
    return svg(
      `${shadow(`<rect x="8" y="12" width="84" height="62" rx="18" fill="${c.main}"/><path d="${tail}" fill="${c.main}"/>`)}${dots}`,
    );
  },
  faces: (c, i) => {
    const mouths = [
      'M32 62 Q50 80 68 62',
      'M34 66 Q50 58 66 66',
      'M36 64 H64',
      'M32 60 Q50 84 68 60 Z',
      'M40 66 Q50 60 60 66',
      'M34 62 Q50 76 66 62',
    ];
    const eyes =
      i === 4
        ? '<path d="M30 42 Q36 36 42 42" stroke="#3a2a10" stroke-width="4" fill="none"/><path d="M58 42 Q64 36 70 42" stroke="#3a2a10" stroke-width="4" fill="none"/>'
        : '<circle cx="36" cy="42" r="5" fill="#3a2a10"/><circle cx="64" cy="42" r="5" fill="#3a2a10"/>';
    const fill = i === 3 ? `fill="#3a2a10"` : 'fill="none"';
    return svg(
      `${shadow(`<circle cx="50" cy="50" r="42" fill="#ffd43b"/>`)}<circle cx="50" cy="50" r="42" fill="none" stroke="${c.main}" stroke-width="3"/>${eyes}<path d="${mouths[i] ?? mouths[0]}" stroke="#3a2a10" stroke-width="4" stroke-linecap="round" ${fill}/><circle cx="26" cy="58" r="6" fill="${c.light}" opacity="0.8"/><circle cx="74" cy="58" r="6" fill="${c.light}" opacity="0.8"/>`,
    );
  },
  tags: (c, i) => {
    const labels = ['SALE', '-20%', 'NEW', 'HOT', 'FREE', 'VIP'];
    return svg(
      `<g transform="rotate(-20 50 50)">${shadow(`<path d="M10 34 H68 L90 50 L68 66 H10 Z" fill="${c.main}"/>`)}<circle cx="74" cy="50" r="4" fill="#fff"/><text x="38" y="57" font-family="Noto Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="18" fill="#fff" text-anchor="middle">${labels[i] ?? 'SALE'}</text></g>`,
    );
  },
  shapes: (c, i) => {
    const shapes = [
      `<circle cx="50" cy="50" r="40" fill="${c.main}"/>`,
      `<rect x="12" y="12" width="76" height="76" rx="14" fill="${c.main}"/>`,
      `<polygon points="50,8 92,88 8,88" fill="${c.main}"/>`,
      `<polygon points="50,6 61,38 95,38 67,58 78,92 50,72 22,92 33,58 5,38 39,38" fill="${c.main}"/>`,
      `<path d="M50 88 C20 66 8 48 8 32 A20 20 0 0 1 50 22 A20 20 0 0 1 92 32 C92 48 80 66 50 88 Z" fill="${c.main}"/>`,
      `<polygon points="50,6 88,28 88,72 50,94 12,72 12,28" fill="${c.main}"/>`,
    ];
    return svg(`${shadow(shapes[i] ?? shapes[0]!)}<circle cx="36" cy="32" r="8" fill="#fff" opacity="0.35"/>`);
  },
};

const CATEGORY_NAMES: Record<IllustrationCategory, IllustrationDesign['names']> = {
  arrows: { en: 'Arrow', 'zh-CN': '箭头', 'zh-TW': '箭頭' },
  badges: { en: 'Badge', 'zh-CN': '徽章', 'zh-TW': '徽章' },
  charts: { en: 'Chart', 'zh-CN': '图表', 'zh-TW': '圖表' },
  bubbles: { en: 'Speech bubble', 'zh-CN': '对话气泡', 'zh-TW': '對話氣泡' },
  faces: { en: 'Face', 'zh-CN': '表情', 'zh-TW': '表情' },
  tags: { en: 'Product tag', 'zh-CN': '商品标签', 'zh-TW': '商品標籤' },
  shapes: { en: 'Shape', 'zh-CN': '形状', 'zh-TW': '形狀' },
};

/** 42 illustrations: every category in every colourway. */
export const ILLUSTRATIONS: readonly IllustrationDesign[] = (Object.keys(DRAW) as IllustrationCategory[]).flatMap((category) =>
  COLOURS.map((colour, index) => ({
    id: `il-${category}-${colour.key}`,
    category,
    names: {
      en: `${CATEGORY_NAMES[category].en} (${colour.en})`,
      'zh-CN': `${colour.zhCN}色${CATEGORY_NAMES[category]['zh-CN']}`,
      'zh-TW': `${colour.zhTW}色${CATEGORY_NAMES[category]['zh-TW']}`,
    },
    svg: DRAW[category](colour, index),
  })),
);

export const ILLUSTRATION_CATEGORY_NAMES = CATEGORY_NAMES;

export function illustration(id: string): IllustrationDesign | undefined {
  return ILLUSTRATIONS.find((d) => d.id === id);
}

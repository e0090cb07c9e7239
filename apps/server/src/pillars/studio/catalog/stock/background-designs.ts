import type { BackgroundDesign, BackgroundStyle } from './background-art.ts';

type Names = BackgroundDesign['names'];
type Entry = [en: string, zhCN: string, zhTW: string, palette: readonly [string, string, string]];

const STYLE_NAMES: Record<BackgroundStyle, Names> = {
  gradient: { en: 'Gradient', 'zh-CN': '渐变', 'zh-TW': '漸層' },
  abstract: { en: 'Abstract', 'zh-CN': '抽象', 'zh-TW': '抽象' },
  studio: { en: 'Studio', 'zh-CN': '演播室', 'zh-TW': '攝影棚' },
  office: { en: 'Office', 'zh-CN': '办公室', 'zh-TW': '辦公室' },
  classroom: { en: 'Classroom', 'zh-CN': '教室', 'zh-TW': '教室' },
  newsdesk: { en: 'News desk', 'zh-CN': '新闻台', 'zh-TW': '新聞台' },
};

const ENTRIES: Record<BackgroundStyle, Entry[]> = {
  gradient: [
    ['Ocean dawn', '海洋晨曦', '海洋晨曦', ['#0f2b5b', '#1f6fb2', '#7cc6e8']],
    ['Violet dusk', '紫色黄昏', '紫色黃昏', ['#2a1745', '#6b3fa0', '#d08ac9']],
    ['Mint fresh', '薄荷清新', '薄荷清新', ['#0b3d3a', '#1f8a70', '#a8e6cf']],
    ['Sunset coral', '珊瑚日落', '珊瑚日落', ['#4a1c2f', '#d1495b', '#f6bd60']],
    ['Graphite', '石墨', '石墨', ['#111318', '#2b303b', '#5b6475']],
    ['Sky blue', '天空蓝', '天空藍', ['#1c4e80', '#4a90d9', '#cde7fb']],
    ['Forest', '森林', '森林', ['#0d2818', '#2d6a4f', '#95d5b2']],
    ['Amber', '琥珀', '琥珀', ['#3d2106', '#b5651d', '#f4c95d']],
    ['Rose quartz', '玫瑰石英', '玫瑰石英', ['#5c2a45', '#c06c84', '#f8b195']],
    ['Midnight', '午夜', '午夜', ['#05070f', '#141b3c', '#3a4a8c']],
  ],
  abstract: [
    ['Blue shapes', '蓝色几何', '藍色幾何', ['#0e1f4d', '#2854c5', '#59c3ff']],
    ['Pastel shapes', '柔彩几何', '柔彩幾何', ['#7f9cc9', '#c3a6d8', '#ffd6e0']],
    ['Teal waves', '青色波浪', '青色波浪', ['#073b4c', '#118ab2', '#06d6a0']],
    ['Orange pop', '橙色跃动', '橙色躍動', ['#7a2e0e', '#e76f51', '#f4a261']],
    ['Monochrome', '黑白灰', '黑白灰', ['#1a1a1a', '#3d3d3d', '#9e9e9e']],
    ['Berry', '浆果', '漿果', ['#3c1053', '#ad5389', '#ff7eb3']],
    ['Lime tech', '青柠科技', '青檸科技', ['#0b2027', '#40798c', '#c5e063']],
    ['Royal', '皇家蓝金', '皇家藍金', ['#13132b', '#2e2e72', '#e0b84c']],
  ],
  studio: [
    ['Blue studio', '蓝色演播室', '藍色攝影棚', ['#0c1b33', '#16243d', '#4ea8ff']],
    ['Warm studio', '暖色演播室', '暖色攝影棚', ['#2b1a12', '#3a2419', '#ffb36b']],
    ['White studio', '白色演播室', '白色攝影棚', ['#dfe4ea', '#aab4c0', '#ffffff']],
    ['Purple studio', '紫色演播室', '紫色攝影棚', ['#1c1130', '#291a45', '#b68cff']],
    ['Green studio', '绿色演播室', '綠色攝影棚', ['#0b2219', '#12301f', '#5fe0a0']],
    ['Red studio', '红色演播室', '紅色攝影棚', ['#2a0d10', '#3a1216', '#ff5f6d']],
  ],
  office: [
    ['Bright office', '明亮办公室', '明亮辦公室', ['#f1f3f5', '#bfe0ff', '#3a6ea5']],
    ['Warm office', '温馨办公室', '溫馨辦公室', ['#f3e9dc', '#ffd9a8', '#b5651d']],
    ['Grey office', '灰色办公室', '灰色辦公室', ['#e4e7eb', '#cfd8e3', '#52606d']],
    ['Green office', '绿意办公室', '綠意辦公室', ['#eef5ef', '#c9ead4', '#2d6a4f']],
    ['Evening office', '傍晚办公室', '傍晚辦公室', ['#d8d2e1', '#f7b799', '#6d597a']],
    ['Blue office', '蓝调办公室', '藍調辦公室', ['#e6eef7', '#9cc3e6', '#1d3557']],
  ],
  classroom: [
    ['Green chalkboard', '绿色黑板', '綠色黑板', ['#efe6d5', '#2f4f3a', '#ffffff']],
    ['Black chalkboard', '黑色黑板', '黑色黑板', ['#e9e4dc', '#23272b', '#f5f5f5']],
    ['Whiteboard', '白板', '白板', ['#dfe7ee', '#fbfdff', '#2b6cb0']],
    ['Blue board', '蓝色黑板', '藍色黑板', ['#efe9df', '#1f3a5f', '#e8f1ff']],
    ['Kids classroom', '童趣教室', '童趣教室', ['#fdf1d6', '#36604a', '#ffe66d']],
  ],
  newsdesk: [
    ['Evening news', '晚间新闻', '晚間新聞', ['#050b1f', '#0f2a5c', '#e63946']],
    ['Business news', '财经新闻', '財經新聞', ['#06141f', '#0d3b54', '#2ec4b6']],
    ['World report', '国际报道', '國際報導', ['#0a0a1a', '#23234d', '#4d7cfe']],
    ['Tech news', '科技新闻', '科技新聞', ['#07141a', '#123140', '#00d1ff']],
    ['Morning show', '早间节目', '早間節目', ['#1b2845', '#5b7bb5', '#ffb703']],
    ['Sports desk', '体育新闻', '體育新聞', ['#0d1b0f', '#1f4d2a', '#f77f00']],
  ],
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** The stock background library: 41 designs in six categories. */
export const BACKGROUND_DESIGNS: readonly BackgroundDesign[] = (Object.keys(ENTRIES) as BackgroundStyle[]).flatMap((category) =>
  ENTRIES[category].map(([en, zhCN, zhTW, palette]) => ({
    id: `bg-${category}-${slug(en)}`,
    category,
    names: { en, 'zh-CN': zhCN, 'zh-TW': zhTW },
    palette,
  })),
);

export const BACKGROUND_CATEGORY_NAMES = STYLE_NAMES;

export function backgroundDesign(id: string): BackgroundDesign | undefined {
  return BACKGROUND_DESIGNS.find((d) => d.id === id);
}

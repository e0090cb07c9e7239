/**
 * Font catalogue (product-rules#projects-model). Project files name proprietary fonts (SimHei, STSong,
 * Microsoft YaHei, Arial...); we draw them with open Noto/Liberation faces of the same
 * character (sans, serif, mono) so every deployment renders identically. `cssFamily` is a
 * CSS font-family list with a CJK fallback, valid in browsers and in @napi-rs/canvas.
 */

export interface FontFamily {
  /** Display name shown in the editor. */
  name: string;
  /** Value stored in projects (the font key, product-rules#projects-model). */
  key: string;
  /** Comma-separated language codes the face covers well. */
  supportLanguage: string;
  cssFamily: string;
}

const SANS_CJK = '"Noto Sans CJK SC"';
const SERIF_CJK = '"Noto Serif CJK SC"';
const LATIN_LANGS = 'en,de,fr,es,it,pt';
const CJK_LANGS = 'zhchs,zhcht-TW,zhcht-HK,ja,ko,en';

function sans(primary: string): string {
  return `${primary}, ${SANS_CJK}, sans-serif`;
}
function serif(primary: string): string {
  return `${primary}, ${SERIF_CJK}, serif`;
}

export const FONT_FAMILIES: FontFamily[] = [
  { name: 'SimHei 黑体', key: 'SimHei', supportLanguage: CJK_LANGS, cssFamily: sans(SANS_CJK) },
  { name: 'STSong 宋体', key: 'STSong', supportLanguage: CJK_LANGS, cssFamily: serif(SERIF_CJK) },
  { name: 'SimSun 宋体', key: 'SimSun', supportLanguage: CJK_LANGS, cssFamily: serif(SERIF_CJK) },
  {
    name: 'Microsoft YaHei 微软雅黑',
    key: 'Microsoft YaHei',
    supportLanguage: CJK_LANGS,
    cssFamily: sans(SANS_CJK),
  },
  { name: 'PingFang SC 苹方', key: 'PingFang SC', supportLanguage: CJK_LANGS, cssFamily: sans(SANS_CJK) },
  { name: 'KaiTi 楷体', key: 'KaiTi', supportLanguage: CJK_LANGS, cssFamily: serif(SERIF_CJK) },
  { name: 'FangSong 仿宋', key: 'FangSong', supportLanguage: CJK_LANGS, cssFamily: serif(SERIF_CJK) },
  { name: 'Noto Sans CJK', key: 'Noto Sans CJK SC', supportLanguage: CJK_LANGS, cssFamily: sans(SANS_CJK) },
  { name: 'Noto Serif CJK', key: 'Noto Serif CJK SC', supportLanguage: CJK_LANGS, cssFamily: serif(SERIF_CJK) },
  { name: 'Arial', key: 'Arial', supportLanguage: LATIN_LANGS, cssFamily: sans('"Noto Sans"') },
  { name: 'Helvetica', key: 'Helvetica', supportLanguage: LATIN_LANGS, cssFamily: sans('"Noto Sans"') },
  { name: 'Verdana', key: 'Verdana', supportLanguage: LATIN_LANGS, cssFamily: sans('"DejaVu Sans"') },
  { name: 'Roboto', key: 'Roboto', supportLanguage: LATIN_LANGS, cssFamily: sans('"Noto Sans"') },
  {
    name: 'Times New Roman',
    key: 'Times New Roman',
    supportLanguage: LATIN_LANGS,
    cssFamily: serif('"Noto Serif"'),
  },
  { name: 'Georgia', key: 'Georgia', supportLanguage: LATIN_LANGS, cssFamily: serif('"Noto Serif"') },
  {
    name: 'Liberation Sans',
    key: 'Liberation Sans',
    supportLanguage: LATIN_LANGS,
    cssFamily: sans('"Liberation Sans"'),
  },
  {
    name: 'Liberation Serif',
    key: 'Liberation Serif',
    supportLanguage: LATIN_LANGS,
    cssFamily: serif('"Liberation Serif"'),
  },
  {
    name: 'Courier New',
    key: 'Courier New',
    supportLanguage: LATIN_LANGS,
    cssFamily: `"Liberation Mono", ${SANS_CJK}, monospace`,
  },
  {
    name: 'Noto Sans Arabic',
    key: 'Noto Sans Arabic',
    supportLanguage: 'arXA,en',
    cssFamily: sans('"Noto Sans Arabic"'),
  },
  {
    name: 'Noto Naskh Arabic',
    key: 'Noto Naskh Arabic',
    supportLanguage: 'arXA,en',
    cssFamily: serif('"Noto Naskh Arabic"'),
  },
];

const BY_KEY = new Map(FONT_FAMILIES.map((family) => [family.key.toLowerCase(), family]));

/** Default subtitle face (product-rules#export-subtitles). */
export const DEFAULT_SUBTITLE_FONT = 'STSong';

/** CSS family list for a project font key; unknown keys fall back to the SimHei mapping. */
export function cssFamilyFor(key: string): string {
  return (BY_KEY.get(key.toLowerCase()) ?? FONT_FAMILIES[0]!).cssFamily;
}

export interface FontStyleOptions {
  family: string;
  sizePx: number;
  bold?: boolean;
  italic?: boolean;
}

/** A ctx.font string for a project font key. */
export function cssFont({ family, sizePx, bold, italic }: FontStyleOptions): string {
  return `${italic ? 'italic ' : ''}${bold ? 'bold ' : ''}${sizePx.toFixed(2)}px ${cssFamilyFor(family)}`;
}

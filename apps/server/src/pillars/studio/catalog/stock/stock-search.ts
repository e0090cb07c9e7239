/**
 * Offline picture search (issue 15 §4 "Image", product-rules#assistant): the stock illustrations
 * and backgrounds ranked by the words of a prompt, in English, simplified or traditional Chinese.
 * A word counts when it names an item (its name in any of the three languages), its category or
 * its colour, or is one of a category's everyday words ("growth" finds charts, "促销" tags).
 */
import { BACKGROUND_CATEGORY_NAMES, BACKGROUND_DESIGNS } from './background-designs.ts';
import { ILLUSTRATIONS, type IllustrationCategory, type IllustrationDesign } from './illustrations.ts';

/** Everyday words for each illustration category (lower case; Chinese matched as substrings). */
const CATEGORY_WORDS: Record<IllustrationCategory, readonly string[]> = {
  arrows: ['arrow', 'direction', 'next', 'up', 'down', 'forward', 'go', '箭头', '箭頭', '方向', '前进', '前進'],
  badges: [
    'badge',
    'award',
    'medal',
    'prize',
    'star',
    'new',
    'top',
    'hot',
    'best',
    'winner',
    '徽章',
    '奖',
    '獎',
    '勋章',
    '勳章',
    '冠军',
    '冠軍',
    '新品',
  ],
  charts: [
    'chart',
    'graph',
    'growth',
    'data',
    'sales',
    'report',
    'statistics',
    'business',
    'finance',
    '图表',
    '圖表',
    '数据',
    '數據',
    '增长',
    '增長',
    '报告',
    '報告',
    '销售',
    '銷售',
  ],
  bubbles: [
    'bubble',
    'speech',
    'talk',
    'chat',
    'say',
    'question',
    'message',
    'comment',
    'conversation',
    '对话',
    '對話',
    '气泡',
    '氣泡',
    '聊天',
    '问答',
    '問答',
    '消息',
  ],
  faces: ['face', 'smile', 'happy', 'emoji', 'emotion', 'fun', 'people', 'friendly', '表情', '笑', '开心', '開心', '快乐', '快樂', '人物'],
  tags: [
    'tag',
    'sale',
    'price',
    'discount',
    'product',
    'shop',
    'shopping',
    'offer',
    'deal',
    'store',
    '标签',
    '標籤',
    '促销',
    '促銷',
    '价格',
    '價格',
    '折扣',
    '商品',
    '购物',
    '購物',
  ],
  shapes: [
    'shape',
    'circle',
    'square',
    'triangle',
    'heart',
    'love',
    'hexagon',
    'geometry',
    '形状',
    '形狀',
    '圆',
    '圓',
    '心',
    '爱',
    '愛',
    '几何',
    '幾何',
  ],
};

const COLOUR_WORDS: Record<string, readonly string[]> = {
  blue: ['blue', 'sky', 'ocean', 'sea', '蓝', '藍', '海'],
  red: ['red', 'fire', 'love', '红', '紅', '火'],
  green: ['green', 'nature', 'forest', 'leaf', 'plant', '绿', '綠', '森林', '自然'],
  orange: ['orange', 'sun', 'sunset', 'warm', '橙', '橘', '夕阳', '夕陽'],
  purple: ['purple', 'violet', '紫'],
  teal: ['teal', 'cyan', 'turquoise', 'mint', '青'],
};

const CJK = /[\u3400-\u9fff]/u;

/** The prompt's Latin words (lower case) and its whole text (for Chinese substrings). */
function wordsOf(prompt: string): { words: Set<string>; text: string } {
  const text = prompt.toLowerCase();
  const words = new Set(
    text
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '' && !CJK.test(w))
      .flatMap((w) => (w.endsWith('s') && w.length > 3 ? [w, w.slice(0, -1)] : [w])),
  );
  return { words, text };
}

/** Whether one vocabulary word appears in the prompt: a whole Latin word, or a Chinese substring. */
function mentions(prompt: { words: Set<string>; text: string }, word: string): boolean {
  const lower = word.toLowerCase();
  return CJK.test(lower) ? prompt.text.includes(lower) : prompt.words.has(lower);
}

function nameWords(names: Record<string, string>): string[] {
  return Object.values(names).flatMap((name) => {
    const lower = name.toLowerCase();
    return CJK.test(lower) ? [lower.replace(/[()（）\s]/gu, '')] : lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  });
}

export interface RankedIllustration {
  design: IllustrationDesign;
  score: number;
}

/** Every stock illustration with its score for the prompt, best first (ties in library order). */
export function rankIllustrations(prompt: string): RankedIllustration[] {
  const parsed = wordsOf(prompt);
  const colourKey = (design: IllustrationDesign) => design.id.slice(design.id.lastIndexOf('-') + 1);
  return ILLUSTRATIONS.map((design, index) => {
    let score = 0;
    if (CATEGORY_WORDS[design.category].some((w) => mentions(parsed, w))) score += 3;
    if ((COLOUR_WORDS[colourKey(design)] ?? []).some((w) => mentions(parsed, w))) score += 2;
    // A full Chinese name ("蓝色箭头") is the most specific match there is.
    if (nameWords(design.names).some((w) => CJK.test(w) && w.length > 1 && parsed.text.includes(w))) score += 2;
    return { design, score, index };
  })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ design, score }) => ({ design, score }));
}

/** The stock background whose name or style the prompt mentions most, or null when none is. */
export function bestBackground(prompt: string): { id: string; score: number } | null {
  const parsed = wordsOf(prompt);
  let best: { id: string; score: number } | null = null;
  for (const design of BACKGROUND_DESIGNS) {
    const names = [...nameWords(design.names), ...nameWords(BACKGROUND_CATEGORY_NAMES[design.category])];
    const score = names.filter((w) => (CJK.test(w) ? parsed.text.includes(w) : parsed.words.has(w))).length;
    if (score > 0 && (!best || score > best.score)) best = { id: design.id, score };
  }
  return best;
}

/** Ids of the gradient backgrounds: the calm ones a composition may sit on when the prompt names none. */
export const GRADIENT_BACKGROUND_IDS: readonly string[] = BACKGROUND_DESIGNS.filter((d) => d.category === 'gradient').map((d) => d.id);

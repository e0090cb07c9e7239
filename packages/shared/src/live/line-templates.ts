import type { UiLanguage } from '../kernel/locale.ts';
import type { LineAudience, LineStyle } from './rules.ts';

/**
 * The line-writing helper's fallback when no language model is configured (issue 13 §1): lines
 * for a product from its name and description, in a §9 style, addressed to an audience. Every
 * template names the product, so a stream never says a line that is about nothing.
 */
export interface LineTemplateInput {
  productName: string;
  description: string;
  style: LineStyle;
  audience: LineAudience;
  language: UiLanguage;
  count: number;
}

type Templates = Record<LineStyle, readonly string[]>;

const AUDIENCE_WORDS: Record<UiLanguage, Record<LineAudience, string>> = {
  en: {
    everyone: 'everyone',
    men: 'gentlemen',
    women: 'ladies',
    youth: 'young friends',
    children: 'kids',
    elderly: 'our senior friends',
    infants: 'parents of little ones',
    middleAged: 'busy grown-ups',
  },
  'zh-CN': {
    everyone: '大家',
    men: '男士们',
    women: '女士们',
    youth: '年轻的朋友们',
    children: '小朋友们',
    elderly: '叔叔阿姨们',
    infants: '宝爸宝妈们',
    middleAged: '忙碌的朋友们',
  },
  'zh-TW': {
    everyone: '大家',
    men: '男士們',
    women: '女士們',
    youth: '年輕的朋友們',
    children: '小朋友們',
    elderly: '叔叔阿姨們',
    infants: '寶爸寶媽們',
    middleAged: '忙碌的朋友們',
  },
};

const TEMPLATES: Record<UiLanguage, Templates> = {
  en: {
    humorous: [
      'Hello {audience}! Meet {product}: my wallet cried, my heart laughed. {description}',
      '{audience}, {product} is here, and no, it does not do your homework, but {description}',
      'Warning, {audience}: {product} may cause extreme happiness. {description}',
    ],
    serious: [
      'Welcome, {audience}. Today we present {product}. {description}',
      '{audience}, let us look at {product} in detail. {description}',
      'Here are the facts about {product}, {audience}. {description}',
    ],
    comedic: [
      'Drumroll please, {audience}: the one, the only, {product}! {description}',
      '{audience}, my cat tried to buy {product} before me. {description}',
      'Breaking news, {audience}: {product} just stole the show. {description}',
    ],
    warm: [
      'Dear {audience}, thank you for being here. Let me share {product} with you. {description}',
      '{audience}, {product} was made with care for days like yours. {description}',
      'Take a moment, {audience}, and see how {product} can make life a little easier. {description}',
    ],
  },
  'zh-CN': {
    humorous: [
      '{audience}好！今天的{product}，钱包哭了，心却笑了。{description}',
      '{audience}，{product}来啦，它不会帮你写作业，但是{description}',
      '友情提示，{audience}：{product}可能让你开心到停不下来。{description}',
    ],
    serious: [
      '欢迎{audience}。今天为大家介绍{product}。{description}',
      '{audience}，我们来详细看看{product}。{description}',
      '关于{product}，{audience}请看这些要点。{description}',
    ],
    comedic: [
      '{audience}请鼓掌，独一无二的{product}登场！{description}',
      '{audience}，我家猫都想抢着买{product}。{description}',
      '最新消息，{audience}：{product}又上热搜了。{description}',
    ],
    warm: [
      '亲爱的{audience}，谢谢你们来到直播间，和大家分享{product}。{description}',
      '{audience}，{product}是用心为你的日常准备的。{description}',
      '{audience}，花一分钟看看{product}，让生活轻松一点。{description}',
    ],
  },
  'zh-TW': {
    humorous: [
      '{audience}好！今天的{product}，錢包哭了，心卻笑了。{description}',
      '{audience}，{product}來啦，它不會幫你寫作業，但是{description}',
      '友情提示，{audience}：{product}可能讓你開心到停不下來。{description}',
    ],
    serious: [
      '歡迎{audience}。今天為大家介紹{product}。{description}',
      '{audience}，我們來詳細看看{product}。{description}',
      '關於{product}，{audience}請看這些要點。{description}',
    ],
    comedic: [
      '{audience}請鼓掌，獨一無二的{product}登場！{description}',
      '{audience}，我家貓都想搶著買{product}。{description}',
      '最新消息，{audience}：{product}又上熱搜了。{description}',
    ],
    warm: [
      '親愛的{audience}，謝謝你們來到直播間，和大家分享{product}。{description}',
      '{audience}，{product}是用心為你的日常準備的。{description}',
      '{audience}，花一分鐘看看{product}，讓生活輕鬆一點。{description}',
    ],
  },
};

/** Sentences of the description, so lines cycle through them instead of repeating it whole. */
function descriptionSentences(description: string): string[] {
  return description
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export function lineTemplates(input: LineTemplateInput): string[] {
  const templates = TEMPLATES[input.language][input.style];
  const audience = AUDIENCE_WORDS[input.language][input.audience];
  const sentences = descriptionSentences(input.description);
  const lines: string[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const template = templates[index % templates.length] ?? '';
    const description = sentences.length > 0 ? (sentences[index % sentences.length] ?? '') : '';
    const line = template
      .replace('{audience}', audience)
      .replace('{product}', input.productName.trim())
      .replace('{description}', description)
      .trim();
    lines.push(line.charAt(0).toUpperCase() + line.slice(1));
  }
  return lines;
}

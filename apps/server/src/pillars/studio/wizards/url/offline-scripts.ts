/**
 * Scripts written without a language model (product-rules#wizards-url): templates in the
 * chosen tone filled with the facts a product page gave (name, description, price, brand,
 * page sentences), and topic expansion per scenario for one-click generation. Every script
 * is then sized to the video's duration by the shared rules (fitScript).
 */
import {
  fitScript,
  scriptSentences,
  type FittedScript,
  type ScriptLanguage,
  type ScriptScenario,
  type ScriptTone,
} from '@orator/shared/wizards';

export interface ProductFacts {
  name: string;
  description: string;
  price: string | null;
  currency: string | null;
  brand: string | null;
  /** Sentences of the page, in page order. */
  facts: readonly string[];
}

type Phrases = { opener: (name: string) => string; closer: string };

const TONES: Record<ScriptLanguage, Record<ScriptTone, Phrases>> = {
  en: {
    professional: { opener: (n) => `Introducing ${n}.`, closer: 'Visit our store today to learn more.' },
    friendly: { opener: (n) => `Hi there! Say hello to ${n}.`, closer: 'We think you will love it as much as we do.' },
    enthusiastic: { opener: (n) => `Get ready, because ${n} is here!`, closer: 'Grab yours today and feel the difference!' },
    persuasive: { opener: (n) => `Looking for something better? ${n} is the answer.`, closer: 'Make the smart choice and order now.' },
    humorous: {
      opener: (n) => `Warning: ${n} may cause extreme satisfaction.`,
      closer: 'Side effects include smiling. Order yours today.',
    },
    warm: {
      opener: (n) => `Some things simply make life nicer, and ${n} is one of them.`,
      closer: 'Treat yourself, or someone you care about.',
    },
    confident: { opener: (n) => `${n} does exactly what it promises.`, closer: 'See for yourself and order today.' },
    calm: { opener: (n) => `Take a moment to meet ${n}.`, closer: 'Take your time, and find it in our store.' },
    inspiring: { opener: (n) => `Every great day starts with the right tools, like ${n}.`, closer: 'Start something great today.' },
    urgent: { opener: (n) => `Do not miss out on ${n}.`, closer: 'Stocks are limited, so order now.' },
  },
  zh: {
    professional: { opener: (n) => `为您介绍${n}。`, closer: '欢迎访问我们的店铺了解更多。' },
    friendly: { opener: (n) => `大家好！来认识一下${n}吧。`, closer: '相信你会和我们一样喜欢它。' },
    enthusiastic: { opener: (n) => `好消息，${n}来啦！`, closer: '赶快下单，感受不一样的体验吧！' },
    persuasive: { opener: (n) => `还在寻找更好的选择吗？${n}就是答案。`, closer: '明智之选，现在就下单吧。' },
    humorous: { opener: (n) => `注意：${n}可能让你爱不释手。`, closer: '副作用是笑容变多，快来试试吧。' },
    warm: { opener: (n) => `有些东西总能让生活更美好，${n}就是其中之一。`, closer: '犒劳自己，或者送给你在乎的人。' },
    confident: { opener: (n) => `${n}，说到做到。`, closer: '亲自试试，今天就下单。' },
    calm: { opener: (n) => `花一点时间，认识一下${n}。`, closer: '慢慢挑选，在我们的店铺找到它。' },
    inspiring: { opener: (n) => `美好的一天，从合适的好物开始，比如${n}。`, closer: '今天就开启新的精彩。' },
    urgent: { opener: (n) => `千万不要错过${n}。`, closer: '库存有限，欲购从速。' },
  },
};

const SYMBOLS: Record<string, string> = { USD: '$', CNY: '¥', RMB: '¥', JPY: '¥', EUR: '€', GBP: '£' };

/** "$1,299.00", "¥88", "1299 CHF"; null when the page gave no usable price. */
export function formatPrice(price: string | null, currency: string | null): string | null {
  if (!price) return null;
  const amount = Number(price.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const decimals = /\.\d*[1-9]/.test(price) || /\.\d{2}$/.test(price) ? 2 : 0;
  const digits = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const code = (currency ?? '').toUpperCase();
  const symbol = SYMBOLS[code];
  if (symbol) return `${symbol}${digits}`;
  return code ? `${digits} ${code}` : digits;
}

function priceLine(facts: ProductFacts, language: ScriptLanguage, variant: number): string | null {
  const price = formatPrice(facts.price, facts.currency);
  if (!price) return null;
  if (language === 'zh') return [`现在只需${price}。`, `售价${price}，物超所值。`, `价格仅为${price}。`][variant % 3] ?? null;
  return [`It costs just ${price}.`, `All of this for only ${price}.`, `The price? Only ${price}.`][variant % 3] ?? null;
}

function brandLine(facts: ProductFacts, language: ScriptLanguage): string | null {
  if (!facts.brand || facts.name.includes(facts.brand)) return null;
  const brand = facts.brand.replace(/[.。]+$/u, '');
  // "Lumen & Co." keeps its own full stop.
  return language === 'zh' ? `它来自${brand}。` : `It comes from ${facts.brand}${facts.brand.endsWith('.') ? '' : '.'}`;
}

const GENERIC_PRODUCT: Record<ScriptLanguage, readonly string[]> = {
  en: [
    'It is designed for everyday use and built to last.',
    'Customers tell us it quickly became part of their daily routine.',
    'Every detail has been thought through, from the first look to the last use.',
    'It fits easily into your life, at home, at work or on the go.',
    'Quality checks make sure every piece meets our standards.',
  ],
  zh: [
    '它专为日常使用而设计，经久耐用。',
    '很多顾客告诉我们，它很快就成了生活中不可缺少的一部分。',
    '从外观到使用体验，每一个细节都经过精心打磨。',
    '无论在家、在办公室还是在路上，它都能轻松融入你的生活。',
    '每一件产品都经过严格的质量检测。',
  ],
};

/**
 * Three offline product scripts in the chosen tone: facts first, a story-like one, and a short
 * punchy one; each sized to the duration with the page's other sentences as material.
 */
export function offlineProductScripts(facts: ProductFacts, tone: ScriptTone, language: ScriptLanguage, seconds: number): FittedScript[] {
  const phrases = TONES[language][tone];
  const description = scriptSentences(facts.description, language);
  // Page sentences that end like sentences (a bare "USD 34.50" would run into the next one when read).
  const page = facts.facts
    .flatMap((f) => scriptSentences(f, language))
    .filter((s) => /[.!?。！？]["'”’」』)）]*$/u.test(s) && !description.includes(s));
  const extras = [...page, ...GENERIC_PRODUCT[language]];
  const compact = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p)).join(language === 'zh' ? '' : ' ');
  // Each variant starts with its core (opening, what it is, the price, the closing line) and is
  // filled up to the duration from the page's sentences; a trim keeps the start, so the price stays.
  const variants: { core: string; extras: readonly string[] }[] = [
    {
      core: compact([
        phrases.opener(facts.name),
        ...description,
        brandLine(facts, language),
        priceLine(facts, language, 0),
        phrases.closer,
      ]),
      extras,
    },
    {
      core: compact([
        language === 'zh' ? `想象一下，每天都有${facts.name}陪伴你。` : `Imagine your day with ${facts.name}.`,
        page[0] ?? description[0],
        priceLine(facts, language, 1),
        phrases.closer,
      ]),
      extras: [...page.slice(1).reverse(), ...description, ...GENERIC_PRODUCT[language]],
    },
    {
      core: compact([phrases.opener(facts.name), description[0], priceLine(facts, language, 2), phrases.closer]),
      extras: [...GENERIC_PRODUCT[language], ...page],
    },
  ];
  return variants.map(({ core, extras: material }) =>
    moveCloserLast(fitScript(core, seconds, language, material), phrases.closer, language, seconds),
  );
}

function moveCloserLast(fitted: FittedScript, closer: string, language: ScriptLanguage, seconds: number): FittedScript {
  const sentences = scriptSentences(fitted.script, language);
  const at = sentences.indexOf(closer);
  if (at === -1 || at === sentences.length - 1) return fitted;
  sentences.splice(at, 1);
  sentences.push(closer);
  return { ...fitScript(sentences.join(language === 'zh' ? '' : ' '), seconds, language), fit: fitted.fit };
}

const TOPIC_TEMPLATES: Record<ScriptLanguage, Record<ScriptScenario, readonly string[]>> = {
  en: {
    reporting: [
      'Here is our update on {t}.',
      'Over the past weeks, {t} has moved forward in several ways.',
      'First, we set clear goals and shared them with everyone involved.',
      'Second, the team tracked progress every week and removed what slowed us down.',
      'The results so far are encouraging, and the numbers point in the right direction.',
      'There are still risks, and we are watching them closely.',
      'Next, we will focus on the steps that matter most for {t}.',
      'We will report back with new figures at the next review.',
      'Thank you to everyone who contributed to this work.',
      'If you have questions about {t}, please reach out to the team.',
      'Our priority remains quality, on time and within budget.',
      'Together, we are on track to reach our goals.',
    ],
    speech: [
      'Good day, everyone, and thank you for being here.',
      'Today I want to talk about {t}.',
      'It is a subject that touches all of us, in one way or another.',
      'When we look closely at {t}, we find both challenges and opportunities.',
      'The challenges are real, but they are not bigger than our determination.',
      'The opportunities are what should excite us most.',
      'Each of us can make a difference, starting with small steps today.',
      'Imagine what we can achieve if we work on {t} together.',
      'Let us listen to each other, learn from each other, and act.',
      'Change rarely happens overnight, but it always starts with a decision.',
      'So let us decide today to take {t} seriously.',
      'Let us ask better questions, share what works, and support each other along the way.',
      'The future of {t} is not written yet.',
      'It is ours to shape.',
      'Thank you.',
    ],
    course: [
      'Welcome to this short lesson about {t}.',
      'By the end of it, you will understand the key ideas behind {t}.',
      'Let us start with the basics and a simple definition.',
      'Next, we look at why {t} matters in practice.',
      'A good way to learn is to connect each idea to an everyday example.',
      'Try to picture where you have already met {t} in your own life.',
      'Then we go one step further and look at common mistakes.',
      'Knowing the mistakes helps you avoid them from the start.',
      'Take a moment to review what we covered so far.',
      'Practice is what turns knowledge into skill.',
      'Try explaining {t} to a friend in your own words.',
      'If you can explain it simply, you have understood it well.',
      'Keep a short note of the three ideas you found most useful today.',
      'In the next lesson, we will build on these foundations.',
      'Thank you for learning with us today.',
    ],
    story: [
      'Let me tell you a story about {t}.',
      'It begins on an ordinary morning, like so many others.',
      'Nobody expected that {t} would change everything that day.',
      'At first, there were doubts and plenty of questions.',
      'But one small step led to another, and then another.',
      'Slowly, people began to see {t} in a new light.',
      'There were setbacks along the way, as there always are.',
      'Each one taught a lesson worth remembering.',
      'In the end, it was patience and courage that made the difference.',
      'Friends who had doubted at first now offered their help.',
      'Together they turned a small idea into something that lasted.',
      'Looking back, every difficult day had been worth it.',
      'And that is how {t} became a story worth telling.',
      'Maybe your own story with {t} starts today.',
      'Thanks for listening.',
    ],
  },
  zh: {
    reporting: [
      '下面向大家汇报{t}的最新进展。',
      '过去几周，{t}在多个方面都取得了进展。',
      '首先，我们明确了目标，并与所有相关同事进行了沟通。',
      '其次，团队每周跟踪进度，及时解决遇到的问题。',
      '目前的结果令人鼓舞，各项数据都朝着正确的方向发展。',
      '当然，仍然存在一些风险，我们正在密切关注。',
      '接下来，我们将集中精力推进{t}中最关键的环节。',
      '下次汇报时，我们会带来最新的数据。',
      '感谢每一位为这项工作付出努力的同事。',
      '如果大家对{t}有任何问题，欢迎随时联系团队。',
      '我们将继续坚持质量第一，按时完成任务。',
      '齐心协力，我们一定能够实现目标。',
    ],
    speech: [
      '大家好，感谢各位的到来。',
      '今天我想和大家聊一聊{t}。',
      '这个话题和我们每个人都息息相关。',
      '仔细观察{t}，我们会发现挑战与机遇并存。',
      '挑战是真实存在的，但它们不会比我们的决心更强大。',
      '而机遇，才是最值得我们期待的。',
      '每个人都可以有所作为，从今天的一小步开始。',
      '想象一下，如果我们一起努力，{t}会变成什么样子。',
      '让我们彼此倾听，相互学习，并付诸行动。',
      '{t}的未来还没有写好。',
      '它掌握在我们自己手中。',
      '谢谢大家。',
    ],
    course: [
      '欢迎来到关于{t}的这节小课。',
      '学完之后，你将理解{t}背后的核心概念。',
      '我们先从基础知识和一个简单的定义开始。',
      '接着，我们来看看{t}在实际中为什么重要。',
      '把每个概念和生活中的例子联系起来，是很好的学习方法。',
      '想一想，你在生活中是否已经接触过{t}。',
      '然后，我们再进一步，看看常见的错误。',
      '了解这些错误，可以帮助你一开始就避开它们。',
      '花一点时间，回顾一下我们刚才学到的内容。',
      '只有多加练习，知识才能变成能力。',
      '下一节课，我们将在此基础上继续深入。',
      '感谢你今天的学习。',
    ],
    story: [
      '让我给你讲一个关于{t}的故事。',
      '故事开始于一个平凡的早晨。',
      '谁也没有想到，{t}会在那一天改变一切。',
      '起初，大家充满了怀疑和疑问。',
      '但是一小步带来了下一步，然后又是一步。',
      '渐渐地，人们开始用新的眼光看待{t}。',
      '一路上也有挫折，这在所难免。',
      '每一次挫折都带来了值得记住的收获。',
      '最终，是耐心和勇气带来了改变。',
      '就这样，{t}成为了一个值得讲述的故事。',
      '也许，你和{t}的故事就从今天开始。',
      '谢谢收听。',
    ],
  },
};

/**
 * A topic expanded offline into a script for the scenario, sized to the duration. Offline the
 * scenario sets the words (the tone's phrases are written for selling); the model gets the tone.
 */
export function offlineTopicScript(topic: string, scenario: ScriptScenario, language: ScriptLanguage, seconds: number): FittedScript {
  const subject = topic.trim().replace(/[.!?。！？]+$/u, '');
  const [first, ...rest] = TOPIC_TEMPLATES[language][scenario].map((line) => line.replaceAll('{t}', subject));
  return fitScript(first ?? subject, seconds, language, rest);
}

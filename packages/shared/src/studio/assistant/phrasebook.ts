/**
 * The offline writer's phrases (product-rules#assistant): openers, connectors and closers per
 * scenario (reporting, speech, course, story), a tone line per tone (the ten SCRIPT_TONES the
 * wizards also use) and a greeting per audience (spec §9; the live line writer's audiences). `{topic}`
 * is filled with the subject. Several variants each, so "another version" gives another text.
 */
import type { LineAudience } from '../../live/rules.ts';
import type { ScriptLanguage, ScriptScenario, ScriptTone } from '../wizards/script.ts';

type Variants = readonly string[];

export interface Phrasebook {
  opener: Record<ScriptScenario, Variants>;
  /** Said before each point after the first, per scenario (course: "Next", story: "Then"). */
  connector: Record<ScriptScenario, Variants>;
  closer: Record<ScriptScenario, Variants>;
  /** A short tone-setting sentence added after the opener. */
  toneLine: Record<ScriptTone, Variants>;
  /** Said first to the chosen audience ("Hello, boys and girls!"). */
  greeting: Record<LineAudience, Variants>;
  /** Used when the page has nothing to build on. */
  defaultPoints: Variants;
  fallbackTopic: string;
  sentenceEnd: string;
}

const en: Phrasebook = {
  opener: {
    reporting: [
      'Here is the latest update on {topic}.',
      'Let me report on where we stand with {topic}.',
      'This is a short report on {topic}.',
    ],
    speech: [
      'Thank you all for being here to talk about {topic}.',
      'Today I want to speak with you about {topic}.',
      'Friends, let us talk about {topic}.',
    ],
    course: ['Welcome to this lesson on {topic}.', 'In this lesson we will learn about {topic}.', 'Let us get started with {topic}.'],
    story: ['Let me tell you a story about {topic}.', 'It all started with {topic}.', 'Once upon a time, there was {topic}.'],
  },
  connector: {
    reporting: ['In addition,', 'Furthermore,', 'We also see that'],
    speech: ['And remember,', 'What is more,', 'Think about this:'],
    course: ['Next,', 'The second point is this:', 'After that,'],
    story: ['Then,', 'Soon after,', 'And so,'],
  },
  closer: {
    reporting: ['That concludes the update on {topic}.', 'We will keep you posted on {topic}.', 'Thank you for following this report.'],
    speech: [
      'Thank you, and let us make {topic} a success together.',
      'Together, we can make it happen. Thank you.',
      'Thank you for listening.',
    ],
    course: [
      'That is the key idea of {topic}; try it out yourself.',
      'Let us review {topic} before we move on.',
      'Well done, you have finished this part of the lesson.',
    ],
    story: [
      'And that is how {topic} changed everything.',
      'The end of this story is only the beginning.',
      'And they remembered {topic} for a long time.',
    ],
  },
  toneLine: {
    professional: ['The facts are clear and worth a close look.', 'Here is what you need to know.'],
    friendly: ['It is easier than you might think, so stay with me.', 'Grab a coffee and let us go through it together.'],
    enthusiastic: ['This is exciting, so let us jump right in!', 'Get ready, because this is going to be great!'],
    calm: ['Take a breath, and let us go through it step by step.', 'There is no rush; we will take it slowly.'],
    warm: ['We are glad to share this with you.', 'This one comes from the heart.'],
    humorous: ['Do not worry, no one falls asleep during this part. Probably.', 'It is simpler than assembling furniture, I promise.'],
    urgent: ['This cannot wait, so let us get straight to it.', 'Time matters here, so listen closely.'],
    inspiring: ['Every big change starts with a single step.', 'Imagine what becomes possible from here.'],
    confident: ['We know exactly how to do this.', 'The results speak for themselves.'],
    persuasive: ['Here is why this is the right choice for you.', 'Once you see the benefits, you will not want to wait.'],
  },
  greeting: {
    everyone: ['Hello, everyone!', 'Hi, everyone,'],
    men: ['Gentlemen,', 'Hello, guys!'],
    women: ['Ladies,', 'Hello, ladies!'],
    youth: ['Hey everyone!', 'Hi, friends!'],
    children: ['Hello, boys and girls!', 'Hi, kids!'],
    elderly: ['Dear elders,', 'Good day, dear friends,'],
    infants: ['Hello, little one!', 'Hi there, little sweetheart!'],
    middleAged: ['Dear friends,', 'Hello, everyone,'],
  },
  defaultPoints: [
    'It solves a real problem for the people who use it.',
    'It is simple to start with and easy to grow.',
    'The results are visible from the very first day.',
  ],
  fallbackTopic: 'our topic',
  sentenceEnd: '.',
};

const zh: Phrasebook = {
  opener: {
    reporting: ['下面为大家汇报{topic}的最新进展。', '接下来汇报一下{topic}的情况。', '这是关于{topic}的简要汇报。'],
    speech: ['感谢大家来到这里，今天我们聊聊{topic}。', '今天我想和大家谈谈{topic}。', '各位朋友，让我们一起来谈谈{topic}。'],
    course: ['欢迎来到{topic}这一课。', '本节课我们一起学习{topic}。', '让我们从{topic}开始。'],
    story: ['给大家讲一个关于{topic}的故事。', '一切都要从{topic}说起。', '很久以前，有这样一个{topic}。'],
  },
  connector: {
    reporting: ['此外，', '同时，', '我们还看到，'],
    speech: ['请记住，', '更重要的是，', '想一想，'],
    course: ['接下来，', '第二点是，', '然后，'],
    story: ['后来，', '没过多久，', '于是，'],
  },
  closer: {
    reporting: ['以上就是{topic}的最新进展。', '我们会持续跟进{topic}。', '感谢大家关注本次汇报。'],
    speech: ['谢谢大家，让我们一起把{topic}做好。', '团结一心，我们一定能做到。谢谢。', '谢谢大家的聆听。'],
    course: ['这就是{topic}的要点，大家动手试一试吧。', '在继续之前，我们一起回顾一下{topic}。', '很好，这一部分的学习就完成了。'],
    story: ['这就是{topic}改变一切的故事。', '故事结束了，但新的开始才刚刚到来。', '很久以后，人们依然记得{topic}。'],
  },
  toneLine: {
    professional: ['事实清楚，值得我们认真分析。', '以下是您需要了解的重点。'],
    friendly: ['其实没有想象中那么难，跟着我一起来吧。', '放轻松，我们一起慢慢看。'],
    enthusiastic: ['这真是令人兴奋，我们马上开始吧！', '准备好了吗？精彩马上开始！'],
    calm: ['深呼吸，我们一步一步来。', '不用着急，我们慢慢来。'],
    warm: ['很高兴和大家分享这些。', '这些话发自内心。'],
    humorous: ['放心，这部分保证不会让你睡着。大概吧。', '这比组装家具简单多了，我保证。'],
    urgent: ['时间紧迫，我们直接进入正题。', '这件事刻不容缓，请大家仔细听。'],
    inspiring: ['每一次大的改变，都从一小步开始。', '想象一下，从这里出发，一切皆有可能。'],
    confident: ['我们完全知道该怎么做。', '结果就是最好的证明。'],
    persuasive: ['这就是它最适合您的原因。', '了解了这些好处，您一定不想再等。'],
  },
  greeting: {
    everyone: ['大家好！', '各位朋友，'],
    men: ['各位先生，', '男士们，'],
    women: ['各位女士，', '姐妹们，'],
    youth: ['年轻的朋友们，', '大家好！'],
    children: ['小朋友们好！', '亲爱的小朋友们，'],
    elderly: ['各位长辈，', '尊敬的老朋友们，'],
    infants: ['小宝贝，你好呀！', '亲爱的小宝宝，'],
    middleAged: ['各位朋友，', '大家好，'],
  },
  defaultPoints: ['它为使用者解决了真正的问题。', '上手简单，扩展也很容易。', '从第一天起就能看到效果。'],
  fallbackTopic: '我们的主题',
  sentenceEnd: '。',
};

export const PHRASEBOOKS: Record<ScriptLanguage, Phrasebook> = { en, zh };

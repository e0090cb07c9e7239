import type { WritingTexts } from './en.ts';

export const zhCN: WritingTexts = {
  tones: {
    professional: '专业',
    friendly: '亲切',
    enthusiastic: '热情',
    persuasive: '说服力',
    humorous: '幽默',
    warm: '温馨',
    confident: '自信',
    calm: '平静',
    inspiring: '励志',
    urgent: '紧迫',
  },
  scenarios: { reporting: '汇报', speech: '演讲', course: '课程', story: '故事' },
  lineStyles: { humorous: '幽默', serious: '严肃', comedic: '搞笑', warm: '温馨' },
  audiences: {
    everyone: '所有人',
    men: '男性',
    women: '女性',
    youth: '青年',
    children: '儿童',
    elderly: '老年人',
    infants: '婴幼儿',
    middleAged: '中年人',
  },
};

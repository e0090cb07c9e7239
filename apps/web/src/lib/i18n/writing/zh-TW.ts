import type { WritingTexts } from './en.ts';

export const zhTW: WritingTexts = {
  tones: {
    professional: '專業',
    friendly: '親切',
    enthusiastic: '熱情',
    persuasive: '說服力',
    humorous: '幽默',
    warm: '溫馨',
    confident: '自信',
    calm: '平靜',
    inspiring: '勵志',
    urgent: '緊迫',
  },
  scenarios: { reporting: '匯報', speech: '演講', course: '課程', story: '故事' },
  lineStyles: { humorous: '幽默', serious: '嚴肅', comedic: '搞笑', warm: '溫馨' },
  audiences: {
    everyone: '所有人',
    men: '男性',
    women: '女性',
    youth: '青年',
    children: '兒童',
    elderly: '長者',
    infants: '嬰幼兒',
    middleAged: '中年人',
  },
};

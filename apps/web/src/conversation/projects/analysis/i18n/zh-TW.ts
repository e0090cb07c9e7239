import type { en } from './en.ts';

export const zhTW: typeof en = {
  tabs: { sessions: '會話', analysis: '資料分析' },
  sessions: '會話數',
  turns: '對話輪數',
  average: '平均每個會話輪數',
  perDay: '每日會話數',
  perSession: '每個會話的輪數',
  perSessionHint: '有這麼多輪對話的會話數量',
  top: '熱門問題',
  unanswered: '未解答問題',
  unansweredHint: '以角色的兜底話術回答',
  sources: '回答來源',
  empty: '此期間沒有對話。',
  noUnanswered: '所有問題都找到了答案。',
  times: '{{count}} 次',
  source: {
    qa: '問答庫',
    extractive: '知識庫（摘錄）',
    llm: '大型語言模型',
    fallback: '兜底話術',
    sensitive: '敏感詞話術',
    wake: '喚醒提示語',
    none: '無回答',
  },
};

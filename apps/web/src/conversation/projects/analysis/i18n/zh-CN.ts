import type { en } from './en.ts';

export const zhCN: typeof en = {
  tabs: { sessions: '会话', analysis: '数据分析' },
  sessions: '会话数',
  turns: '对话轮数',
  average: '平均每个会话轮数',
  perDay: '每日会话数',
  perSession: '每个会话的轮数',
  perSessionHint: '有这么多轮对话的会话数量',
  top: '热门问题',
  unanswered: '未解答问题',
  unansweredHint: '以角色的兜底话术回答',
  sources: '回答来源',
  empty: '此期间没有对话。',
  noUnanswered: '所有问题都找到了答案。',
  times: '{{count}} 次',
  source: {
    qa: '问答库',
    extractive: '知识库（摘录）',
    llm: '大模型',
    fallback: '兜底话术',
    sensitive: '敏感词话术',
    wake: '唤醒提示语',
    none: '无回答',
  },
};

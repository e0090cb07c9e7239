import type { en } from './en.ts';

export const zhCN: typeof en = {
  queued: '正在排队',
  queuedPosition: '第 {{position}} 位。有空位时对话会自动开始。',
  asleep: '休眠中——说出或输入唤醒词“{{word}}”',
  asleepAnyWord: '休眠中——说出或输入任意内容即可唤醒',
  idle: '长时间无互动，已断开连接。',
  reconnect: '重新连接',
  cleared: '安静一段时间后，对话记录已清屏。',
  state: { queued: '排队中', asleep: '休眠中', interrupted: '回复已打断', idle: '已断开' },
};

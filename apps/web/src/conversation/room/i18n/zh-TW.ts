import type { en } from './en.ts';

export const zhTW: typeof en = {
  queued: '正在排隊',
  queuedPosition: '第 {{position}} 位。有空位時對話會自動開始。',
  asleep: '休眠中——說出或輸入喚醒詞「{{word}}」',
  asleepAnyWord: '休眠中——說出或輸入任意內容即可喚醒',
  idle: '長時間無互動，已中斷連線。',
  reconnect: '重新連線',
  cleared: '安靜一段時間後，對話紀錄已清除。',
  state: { queued: '排隊中', asleep: '休眠中', interrupted: '回覆已打斷', idle: '已中斷' },
};

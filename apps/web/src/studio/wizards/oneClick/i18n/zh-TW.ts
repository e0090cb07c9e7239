import type { en } from './en.ts';

export const zhTW: typeof en = {
  title: '一鍵成片',
  subtitle: '輸入主題或貼上文字：文案、範本、數位人、聲音和分頁都會自動完成。',
  source: { label: '從這裡開始', topic: '主題', text: '貼上文字' },
  topicPlaceholder: '例如：睡眠為什麼對學習很重要',
  textPlaceholder: '貼上文字；會依所選時長自動刪減或補充。',
  ratio: '畫面比例',
  scenario: '場景',
  tone: '語氣',
  duration: '時長',
  seconds: '{{count}} 秒',
  language: '語言',
  voice: '聲音',
  languageAuto: '自動辨識（{{detected}}）',
  generate: '產生影片',
  generating: '正在產生文案並排版頁面…',
  modeModel: '文案由AI模型產生',
  modeOffline: '文案由離線範本產生（未設定AI模型）',
  result: '共 {{count}} 頁，範本「{{template}}」',
  languages: { en: '英語', zh: '中文（普通話）' },
};

import type { en } from './en.ts';

export const zhCN: typeof en = {
  title: '一键成片',
  subtitle: '输入主题或粘贴文本：文案、模板、数字人、声音和分页都会自动完成。',
  source: { label: '从这里开始', topic: '主题', text: '粘贴文本' },
  topicPlaceholder: '例如：睡眠为什么对学习很重要',
  textPlaceholder: '粘贴文本；会按所选时长自动删减或补充。',
  ratio: '画面比例',
  scenario: '场景',
  tone: '语气',
  duration: '时长',
  seconds: '{{count}} 秒',
  language: '语言',
  voice: '声音',
  languageAuto: '自动识别（{{detected}}）',
  generate: '生成视频',
  generating: '正在生成文案并排版页面…',
  modeModel: '文案由AI模型生成',
  modeOffline: '文案由离线模板生成（未配置AI模型）',
  result: '共 {{count}} 页，模板“{{template}}”',
  languages: { en: '英语', zh: '中文（普通话）' },
};

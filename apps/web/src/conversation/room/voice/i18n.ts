import { i18n } from '../../../lib/i18n/index.ts';

/** The microphone's texts (spec §3 voice in), merged into the area's namespace under `voice`. */
const en = {
  start: 'Talk',
  stop: 'Stop the microphone',
  hold: 'Hold to talk',
  state: { starting: 'Opening the microphone…', listening: 'Listening', hearing: 'Hearing you', recognising: 'Recognising…' },
  heard: 'Heard: “{{text}}”',
  ignored: 'Heard “{{text}}” — no keyword, not asked',
  nothingHeard: 'Nothing was recognised, please say it again',
  unavailable: 'Voice input is not available: there is no speech recogniser for this project’s language. Please type your question.',
};
const zhCN: typeof en = {
  start: '说话',
  stop: '关闭麦克风',
  hold: '按住说话',
  state: { starting: '正在打开麦克风…', listening: '正在聆听', hearing: '正在听你说', recognising: '正在识别…' },
  heard: '听到：“{{text}}”',
  ignored: '听到“{{text}}”——不含关键词，未提问',
  nothingHeard: '没有识别到内容，请再说一遍',
  unavailable: '无法使用语音输入：该项目的语言没有语音识别。请输入文字提问。',
};
const zhTW: typeof en = {
  start: '說話',
  stop: '關閉麥克風',
  hold: '按住說話',
  state: { starting: '正在開啟麥克風…', listening: '正在聆聽', hearing: '正在聽你說', recognising: '正在辨識…' },
  heard: '聽到：「{{text}}」',
  ignored: '聽到「{{text}}」——不含關鍵詞，未提問',
  nothingHeard: '沒有辨識到內容，請再說一遍',
  unavailable: '無法使用語音輸入：此專案的語言沒有語音辨識。請輸入文字提問。',
};

i18n.addResourceBundle('en', 'aiask', { voice: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { voice: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { voice: zhTW }, true, true);

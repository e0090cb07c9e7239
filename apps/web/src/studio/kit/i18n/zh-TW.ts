import type { en } from './en.ts';

export const zhTW: typeof en = {
  route: {
    notFound: '該專案不存在或已被刪除。',
    loadFailed: '專案載入失敗。',
  },
  top: { back: '返回創作中心', projectName: '專案名稱', undo: '復原', redo: '重做' },
  save: { idle: '所有變更已儲存', pending: '有未儲存的變更', saving: '正在儲存…', saved: '已儲存', failed: '未儲存——下次修改時將重試' },
  voice: {
    choose: '選擇音色',
    voice: '音色',
    language: '音色語言',
    allLanguages: '全部語言',
    gender: '音色性別',
    anyGender: '全部',
    female: '女聲',
    male: '男聲',
    default: '預設音色',
    defaultNamed: '預設 · {{name}}',
    presenterDefault: '數位人自帶的聲音',
    none: '沒有符合篩選條件的音色',
    playSample: '試聽該音色',
    myVoices: '我的聲音',
    ownMatched: '聲音檔案',
    ownCloned: '克隆',
    libraryVoices: '聲音庫',
    defaultHint: '未選擇音色：預覽和匯出都使用文案語言的預設音色朗讀。',
    presenterHint: '未選擇音色：由範本自帶的數位人用其自帶的聲音朗讀。',
    chosenHint: '預覽和匯出都使用此音色。清除即可恢復預設音色。',
  },
};

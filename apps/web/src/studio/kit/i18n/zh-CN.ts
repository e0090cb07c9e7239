import type { en } from './en.ts';

export const zhCN: typeof en = {
  route: {
    notFound: '该项目不存在或已被删除。',
    loadFailed: '项目加载失败。',
  },
  top: { back: '返回创作中心', projectName: '项目名称', undo: '撤销', redo: '重做' },
  save: { idle: '所有更改已保存', pending: '有未保存的更改', saving: '正在保存…', saved: '已保存', failed: '未保存——下次修改时将重试' },
  voice: {
    choose: '选择音色',
    voice: '音色',
    language: '音色语言',
    allLanguages: '全部语言',
    gender: '音色性别',
    anyGender: '全部',
    female: '女声',
    male: '男声',
    default: '默认音色',
    defaultNamed: '默认 · {{name}}',
    presenterDefault: '数字人自带的声音',
    none: '没有符合筛选条件的音色',
    playSample: '试听该音色',
    myVoices: '我的声音',
    ownMatched: '声音档案',
    ownCloned: '克隆',
    libraryVoices: '声音库',
    defaultHint: '未选择音色：预览和导出都使用文案语言的默认音色朗读。',
    presenterHint: '未选择音色：由模板自带的数字人用其自带的声音朗读。',
    chosenHint: '预览和导出都使用此音色。清除即可恢复默认音色。',
  },
};

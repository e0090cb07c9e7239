import type { en } from './en.ts';

export const zhTW: typeof en = {
  title: '我的數位人',
  empty: '還沒有自己的數位人。可用照片數位人精靈從照片建立，或自己設計一個。',
  makePhoto: '建立照片數位人',
  kinds: { photo: '照片', clone: '克隆', designed: '設計' },
  statuses: { processing: '處理中', ready: '可用', failed: '失敗' },
  design: '設計數位人',
  editDesign: '編輯設計',
  rename: '重新命名',
  remove: '刪除',
  removeConfirm: '刪除「{{name}}」？使用它的專案會保留人臉副本。',
  removed: '已刪除',
  nameLabel: '名稱',
  save: '儲存',
  cancel: '取消',
  notReady: '該數位人尚未就緒',
};

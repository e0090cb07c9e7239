import type { en } from './en.ts';

export const zhCN: typeof en = {
  title: '我的数字人',
  empty: '还没有自己的数字人。可用照片数字人向导从照片创建，或自己设计一个。',
  makePhoto: '创建照片数字人',
  kinds: { photo: '照片', clone: '克隆', designed: '设计' },
  statuses: { processing: '处理中', ready: '可用', failed: '失败' },
  design: '设计数字人',
  editDesign: '编辑设计',
  rename: '重命名',
  remove: '删除',
  removeConfirm: '删除“{{name}}”？使用它的项目会保留人脸副本。',
  removed: '已删除',
  nameLabel: '名称',
  save: '保存',
  cancel: '取消',
  notReady: '该数字人尚未就绪',
};

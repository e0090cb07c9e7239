import type { en } from './en.ts';

export const zhCN: typeof en = {
  startFrom: '从已有内容开始',
  startFromHint: '向导会把它变成普通项目，可在编辑器中继续修改。',
  ppt: { title: 'PPT 转视频', hint: '上传 PPTX、PPT 或 ODP 文件，数字人逐页讲解。' },
  url: { title: '链接生成广告视频', hint: '粘贴商品链接，生成带货广告视频。' },
  oneClick: { title: '一键成片', hint: '输入主题或粘贴文字，直接生成完整视频。' },
  batch: { title: '批量合成', hint: '用一个模板和一张表格生成多个个性化视频。' },
  voice: { title: '你自己的声音', hint: '朗读 20 到 500 句话，在各编辑器中使用接近你的声音。' },
  translate: { title: '视频翻译', hint: '将您的视频配音成另一种语言，并生成字幕。', editor: '视频配音编辑器', list: '我的翻译' },
  photo: { title: '照片数字人', hint: '上传一张人像照片，让它说出你的台词。' },
  clone: { title: '在线克隆', hint: '用3–5分钟的视频训练您自己的数字分身。', reviews: '待审核的授权视频' },
};

import type { en } from './en.ts';

export const zhTW: typeof en = {
  startFrom: '從已有內容開始',
  startFromHint: '精靈會把它變成一般專案，可在編輯器中繼續修改。',
  ppt: { title: 'PPT 轉影片', hint: '上傳 PPTX、PPT 或 ODP 檔案，數位人逐頁講解。' },
  url: { title: '連結產生廣告影片', hint: '貼上商品連結，產生帶貨廣告影片。' },
  oneClick: { title: '一鍵成片', hint: '輸入主題或貼上文字，直接產生完整影片。' },
  batch: { title: '批次合成', hint: '用一個範本和一張表格產生多個個人化影片。' },
  voice: { title: '你自己的聲音', hint: '朗讀 20 到 500 句話，在各編輯器中使用接近你的聲音。' },
  translate: { title: '影片翻譯', hint: '將您的影片配音成另一種語言，並產生字幕。', editor: '影片配音編輯器', list: '我的翻譯' },
  photo: { title: '照片數位人', hint: '上傳一張人像照片，讓它說出你的台詞。' },
  clone: { title: '線上克隆', hint: '用3–5分鐘的影片訓練您自己的數位分身。', reviews: '待審核的授權影片' },
};

import { seedItem } from './item.ts';

/** Release notes of what Orator does (no invented events). */
export const NEWS = [
  seedItem('news', 'open-api-and-webhooks', 1, {
    en: [
      'Open API and webhooks',
      'Make videos from your own systems with API keys, and hear back through signed webhooks.',
      'Every public operation of Orator can be called with an API key: create a project from a template or a script, compose it, follow the job and download the result; list voices and avatars; upload to a knowledge base; talk to a conversational avatar.\n\n## Keys\n- Create keys on the Open API page (user menu), each with its scopes and a rate limit.\n- A key is shown once and stored hashed; revoke it at any time.\n\n## Webhooks\n- Endpoints receive events such as a finished or failed video, with an HMAC-SHA256 signature over the timestamp and body.\n- Failed deliveries are retried with backoff; the delivery log shows every attempt and can resend.\n\nThe reference lives at /docs and the OpenAPI document at /openapi.json.',
    ],
    zhCN: [
      '开放 API 与 Webhook',
      '用 API 密钥从自己的系统制作视频，并通过签名 Webhook 接收结果。',
      'Orator 的每个公开操作都可以用 API 密钥调用：用模板或脚本创建项目、合成、查询任务并下载结果；查询音色和数字人；上传知识库；与对话数字人交谈。\n\n## 密钥\n- 在用户菜单的“开放 API”页面创建密钥，可设置权限范围和调用频率。\n- 密钥只显示一次，以哈希形式保存，可随时撤销。\n\n## Webhook\n- 回调地址会收到视频成功或失败等事件，并带有基于时间戳和正文的 HMAC-SHA256 签名。\n- 投递失败会按退避策略重试，投递日志记录每次尝试，并可重新发送。\n\n接口参考见 /docs，OpenAPI 文档见 /openapi.json。',
    ],
    zhTW: [
      '開放 API 與 Webhook',
      '用 API 金鑰從自己的系統製作影片，並透過簽章 Webhook 接收結果。',
      'Orator 的每個公開操作都可以用 API 金鑰呼叫：以範本或腳本建立專案、合成、查詢任務並下載結果；查詢音色與數位人；上傳知識庫；與對話數位人交談。\n\n## 金鑰\n- 在使用者選單的「開放 API」頁面建立金鑰，可設定權限範圍與呼叫頻率。\n- 金鑰只顯示一次，以雜湊形式保存，可隨時撤銷。\n\n## Webhook\n- 回呼位址會收到影片成功或失敗等事件，並附有以時間戳與內文計算的 HMAC-SHA256 簽章。\n- 投遞失敗會依退避策略重試，投遞紀錄保存每次嘗試，並可重新傳送。\n\n介面參考見 /docs，OpenAPI 文件見 /openapi.json。',
    ],
  }),
  seedItem('news', 'live-rooms', 2, {
    en: [
      '24-hour live rooms',
      'An avatar presents your products around the clock and answers the audience from your Q&A libraries.',
      "The live centre holds live rooms in portrait or landscape. Add products, write lines per scene (the line helper drafts them), decorate the room with an avatar, background, product card and captions, and preview it before going live.\n\n- Every line is rendered with the room's voice and avatar before streaming.\n- Audience comments arrive by webhook or WebSocket; a comment that matches your Q&A library is answered by the avatar.\n- A stream that fails is retried; when retries run out the room goes off air and the room page says why.",
    ],
    zhCN: [
      '24 小时直播间',
      '数字人全天候讲解商品，并用问答库回答观众。',
      '直播中心支持竖屏或横屏直播间。添加商品，按场景编写话术（话术助手可以起草），用数字人、背景、商品卡片和字幕装修直播间，开播前先预览。\n\n- 每条话术在推流前都会用直播间的音色和数字人合成。\n- 观众评论通过 Webhook 或 WebSocket 接入，匹配问答库的评论由数字人回答。\n- 推流失败会自动重试；重试用尽时直播间下播，并在页面上说明原因。',
    ],
    zhTW: [
      '24 小時直播間',
      '數位人全天候講解商品，並用問答庫回答觀眾。',
      '直播中心支援直式或橫式直播間。新增商品，依場景撰寫話術（話術助手可以起草），以數位人、背景、商品卡片與字幕裝修直播間，開播前先預覽。\n\n- 每則話術在推流前都會以直播間的音色與數位人合成。\n- 觀眾留言透過 Webhook 或 WebSocket 接入，符合問答庫的留言由數位人回答。\n- 推流失敗會自動重試；重試用盡時直播間下播，並在頁面上說明原因。',
    ],
  }),
  seedItem('news', 'video-translation', 3, {
    en: [
      'Video translation and dubbing',
      'Upload a video, choose a language, proofread the transcript and get the dubbed video.',
      'The video translation wizard takes an mp4, QuickTime or webm video of 30 seconds to 5 minutes. English speech is recognised offline; other languages need a speech-recognition service configured by your operator.\n\n- Translation uses the configured translation service or language model, otherwise the offline Apertium pairs (for example English and Spanish).\n- Proofread and edit the transcript in the video-dub editor before the dub is rendered.',
    ],
    zhCN: [
      '视频翻译与配音',
      '上传视频、选择语言、校对文稿，即可得到配音后的视频。',
      '视频翻译向导支持 30 秒到 5 分钟的 mp4、QuickTime 或 webm 视频。英语语音可离线识别；其他语言需要运营者配置语音识别服务。\n\n- 翻译使用已配置的翻译服务或语言模型，否则使用离线的 Apertium 语言对（例如英语与西班牙语）。\n- 在配音编辑器中校对并修改文稿后再生成配音。',
    ],
    zhTW: [
      '影片翻譯與配音',
      '上傳影片、選擇語言、校對文稿，即可取得配音後的影片。',
      '影片翻譯精靈支援 30 秒到 5 分鐘的 mp4、QuickTime 或 webm 影片。英語語音可離線辨識；其他語言需要營運者設定語音辨識服務。\n\n- 翻譯使用已設定的翻譯服務或語言模型，否則使用離線的 Apertium 語言對（例如英語與西班牙語）。\n- 在配音編輯器中校對並修改文稿後再產生配音。',
    ],
  }),
  seedItem('news', 'self-hosted', 4, {
    en: [
      'Orator runs on one machine',
      'No GPU and no internet needed: text, slides, web pages and photos become avatar videos on your own server.',
      "Orator is self-hosted and open source. One command starts it with an embedded database, local file storage and jobs in the same process; it scales out by adding PostgreSQL, S3-compatible storage and more workers.\n\n- The interface speaks English, simplified Chinese and traditional Chinese.\n- Operators manage users, composition time, contact requests and this site's content from the operator console.",
    ],
    zhCN: [
      'Orator 单机即可运行',
      '无需 GPU、无需联网：在自己的服务器上把文字、幻灯片、网页和照片变成数字人视频。',
      'Orator 是自托管的开源软件。一条命令即可启动，内置数据库、本地文件存储，任务在同一进程中运行；需要扩展时接入 PostgreSQL、兼容 S3 的存储和更多工作进程。\n\n- 界面支持英语、简体中文和繁体中文。\n- 运营者可在运营控制台管理用户、合成时长、商务咨询和本站内容。',
    ],
    zhTW: [
      'Orator 單機即可執行',
      '無需 GPU、無需連網：在自己的伺服器上把文字、投影片、網頁與照片變成數位人影片。',
      'Orator 是自架的開源軟體。一個指令即可啟動，內建資料庫、本機檔案儲存，任務在同一行程中執行；需要擴充時接入 PostgreSQL、相容 S3 的儲存與更多工作行程。\n\n- 介面支援英語、簡體中文與繁體中文。\n- 營運者可在營運控制台管理使用者、合成時長、商務諮詢與本站內容。',
    ],
  }),
];

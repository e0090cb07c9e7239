import { seedItem } from './item.ts';

/** The user guide of the help centre (spec §2). */
export const HELP = [
  seedItem('help', 'first-video', 1, {
    en: [
      'Make your first video',
      'From a template to a finished, downloadable video in a few steps.',
      '## Steps\n- Register with your email or phone and log in.\n- Open the creation centre and choose a template from the template store, or start from a blank project.\n- Write the script of each page: the avatar speaks it with the chosen voice, and subtitles follow the text.\n- Preview, then compose. Composition runs in the background; the notice bell tells you when the video is ready.\n- Download the video from My finished videos.\n\nComposition time is counted per second of finished video; the member centre shows what is left.',
    ],
    zhCN: [
      '制作第一条视频',
      '从模板到可下载的成片，只需几步。',
      '## 步骤\n- 用邮箱或手机号注册并登录。\n- 打开创作中心，从模板商城选择模板，或从空白项目开始。\n- 为每一页编写脚本：数字人用所选音色朗读，字幕随文字生成。\n- 预览后合成。合成在后台进行，完成时通知铃铛会提醒你。\n- 在“我的成片”中下载视频。\n\n合成时长按成片秒数计算，剩余时长可在会员中心查看。',
    ],
    zhTW: [
      '製作第一支影片',
      '從範本到可下載的成片，只需幾步。',
      '## 步驟\n- 以電子郵件或手機號碼註冊並登入。\n- 開啟創作中心，從範本商城選擇範本，或從空白專案開始。\n- 為每一頁撰寫腳本：數位人以所選音色朗讀，字幕隨文字產生。\n- 預覽後合成。合成在背景進行，完成時通知鈴鐺會提醒你。\n- 在「我的成片」中下載影片。\n\n合成時長依成片秒數計算，剩餘時長可在會員中心查看。',
    ],
  }),
  seedItem('help', 'uploads', 2, {
    en: [
      'Uploading files',
      'Limits on what you upload, and how to check your connection.',
      '- Up to 10 files per upload.\n- Music and audio: up to 50 MB each. Images and video: up to 100 MB each.\n- Files larger than 4 MiB are sent in 4 MiB slices, so a large upload can be followed slice by slice.\n- A wrong format, too many files or an empty file is refused with the reason.\n\nIf uploads are slow or fail, open the upload test page (/testupload) while logged in: it uploads test files of a few sizes to your storage, shows the speed and the slices, and deletes them again.',
    ],
    zhCN: [
      '上传文件',
      '上传限制，以及如何检查网络连接。',
      '- 每次最多上传 10 个文件。\n- 音乐和音频：每个最大 50 MB。图片和视频：每个最大 100 MB。\n- 大于 4 MiB 的文件按 4 MiB 分片上传，可逐片查看进度。\n- 格式错误、文件过多或空文件会被拒绝并说明原因。\n\n如果上传缓慢或失败，请在登录后打开上传测试页（/testupload）：它会把几个不同大小的测试文件上传到你的存储空间，显示速度和分片，然后再删除。',
    ],
    zhTW: [
      '上傳檔案',
      '上傳限制，以及如何檢查網路連線。',
      '- 每次最多上傳 10 個檔案。\n- 音樂與音訊：每個最大 50 MB。圖片與影片：每個最大 100 MB。\n- 大於 4 MiB 的檔案依 4 MiB 分片上傳，可逐片查看進度。\n- 格式錯誤、檔案過多或空檔案會被拒絕並說明原因。\n\n如果上傳緩慢或失敗，請在登入後開啟上傳測試頁（/testupload）：它會把幾個不同大小的測試檔案上傳到你的儲存空間，顯示速度與分片，然後再刪除。',
    ],
  }),
  seedItem(
    'help',
    'live-client',
    3,
    {
      en: [
        'The live client',
        "Orator's live console runs in the browser: there is nothing to install.",
        "Live rooms are prepared and run from the live centre in your browser (a Chromium-based desktop browser such as Chrome or Edge works best). Orator renders and streams on the server, so the stream keeps going when you close the page.\n\n- Open the live centre, create a room and add products and lines.\n- Decorate the room and preview it.\n- Go live; audience comments come in through the room's webhook or WebSocket.",
      ],
      zhCN: [
        '直播客户端',
        'Orator 的直播控制台在浏览器中运行，无需安装。',
        '直播间在浏览器中的直播中心准备和运行（推荐使用 Chrome、Edge 等基于 Chromium 的桌面浏览器）。Orator 在服务器上合成和推流，关闭页面后直播仍会继续。\n\n- 打开直播中心，创建直播间，添加商品和话术。\n- 装修直播间并预览。\n- 开播；观众评论通过直播间的 Webhook 或 WebSocket 接入。',
      ],
      zhTW: [
        '直播用戶端',
        'Orator 的直播控制台在瀏覽器中執行，無需安裝。',
        '直播間在瀏覽器中的直播中心準備與執行（建議使用 Chrome、Edge 等以 Chromium 為基礎的桌面瀏覽器）。Orator 在伺服器上合成與推流，關閉頁面後直播仍會繼續。\n\n- 開啟直播中心，建立直播間，新增商品與話術。\n- 裝修直播間並預覽。\n- 開播；觀眾留言透過直播間的 Webhook 或 WebSocket 接入。',
      ],
    },
    { link: '/main/live' },
  ),
];

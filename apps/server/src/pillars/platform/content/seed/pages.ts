import { seedItem } from './item.ts';

/** The download centre: only things Orator really serves. */
export const DOWNLOADS = [
  seedItem(
    'download',
    'openapi-document',
    1,
    {
      en: ['OpenAPI document', 'The machine-readable description of every public operation (JSON), for code generators and API tools.', ''],
      zhCN: ['OpenAPI 文档', '所有公开操作的机器可读描述（JSON），可用于代码生成器和 API 工具。', ''],
      zhTW: ['OpenAPI 文件', '所有公開操作的機器可讀描述（JSON），可用於程式碼產生器與 API 工具。', ''],
    },
    { link: '/openapi.json' },
  ),
  seedItem(
    'download',
    'api-reference',
    2,
    {
      en: ['API reference', 'The same document as browsable pages, with every request and answer.', ''],
      zhCN: ['API 参考', '同一份文档的网页版，列出每个请求和响应。', ''],
      zhTW: ['API 參考', '同一份文件的網頁版，列出每個請求與回應。', ''],
    },
    { link: '/docs' },
  ),
  seedItem(
    'download',
    'live-console',
    3,
    {
      en: [
        'Live console (in the browser)',
        'There is no desktop client to install: the live console runs in your browser and streams from the server.',
        '',
      ],
      zhCN: ['直播控制台（浏览器版）', '无需安装桌面客户端：直播控制台在浏览器中运行，由服务器推流。', ''],
      zhTW: ['直播控制台（瀏覽器版）', '無需安裝桌面用戶端：直播控制台在瀏覽器中執行，由伺服器推流。', ''],
    },
    { link: '/main/live' },
  ),
];

/** Spec §2 clone and customization pages, one per topic (slug = topic). */
export const CUSTOMIZATION = [
  seedItem(
    'customization',
    'voice',
    1,
    {
      en: [
        'Voice customization',
        'Your presenter, in your own voice.',
        'Record a few minutes of clear speech and we build a voice that reads your scripts in every video and live room.\n\n## How it works\n- You send recordings of the speaker with their written consent.\n- The voice is trained and added to your voice library.\n- Use it like any other voice: in the editor, the wizards and live rooms.\n\nVoice cloning runs through a voice service your operator connects; tell us about your project and we will confirm what is possible.',
      ],
      zhCN: [
        '声音定制',
        '用你自己的声音讲解。',
        '录制几分钟清晰的语音，我们为你打造一个声音，在每条视频和直播间中朗读你的脚本。\n\n## 流程\n- 提交说话人的录音及其书面授权。\n- 训练声音并加入你的音色库。\n- 像其他音色一样使用：编辑器、向导和直播间都可以选择。\n\n声音克隆通过运营者接入的语音服务完成；请告诉我们你的需求，我们会确认可行方案。',
      ],
      zhTW: [
        '聲音訂製',
        '用你自己的聲音講解。',
        '錄製幾分鐘清晰的語音，我們為你打造一個聲音，在每支影片與直播間中朗讀你的腳本。\n\n## 流程\n- 提交說話者的錄音及其書面授權。\n- 訓練聲音並加入你的音色庫。\n- 像其他音色一樣使用：編輯器、精靈與直播間都可以選擇。\n\n聲音複製透過營運者接入的語音服務完成；請告訴我們你的需求，我們會確認可行方案。',
      ],
    },
    { category: 'voice' },
  ),
  seedItem(
    'customization',
    'figure',
    2,
    {
      en: [
        'Figure (avatar) cloning',
        'Turn a short training video of a real person into an avatar that presents for you.',
        "Upload a training video (mp4, mov or webm) of the person speaking to the camera, confirm their authorization, and Orator trains an avatar from it. My Assets shows the training's progress and time left.\n\n- The avatar lip-syncs to any script and voice.\n- You can start an online clone yourself from My Assets; contact us for a guided recording or a studio-quality clone.",
      ],
      zhCN: [
        '形象（数字人）克隆',
        '用一段真人短视频，训练出替你讲解的数字人。',
        '上传一段本人面对镜头说话的训练视频（mp4、mov 或 webm），确认授权后，Orator 会据此训练数字人。训练进度和剩余时间可在“我的资产”中查看。\n\n- 数字人可为任意脚本和音色对口型。\n- 你可以在“我的资产”中自行发起在线克隆；如需指导录制或更高质量的克隆，请联系我们。',
      ],
      zhTW: [
        '形象（數位人）複製',
        '用一段真人短片，訓練出替你講解的數位人。',
        '上傳一段本人面對鏡頭說話的訓練影片（mp4、mov 或 webm），確認授權後，Orator 會據此訓練數位人。訓練進度與剩餘時間可在「我的資產」中查看。\n\n- 數位人可為任意腳本與音色對嘴型。\n- 你可以在「我的資產」中自行發起線上複製；如需指導錄製或更高品質的複製，請聯絡我們。',
      ],
    },
    { category: 'figure' },
  ),
  seedItem(
    'customization',
    'custom-virtualization',
    3,
    {
      en: [
        'Custom virtual presenter',
        'A presenter designed for your brand rather than cloned from a person.',
        'When no real person should appear, we design a virtual presenter with you: look, clothing, voice and the way it speaks. It then works everywhere an avatar does: videos, live rooms and conversational projects.\n\nTell us about your brand, where the presenter will appear and the languages it should speak.',
      ],
      zhCN: [
        '虚拟形象定制',
        '为你的品牌设计的讲解员，而不是克隆某个真人。',
        '当不适合由真人出镜时，我们与你一起设计虚拟讲解员：外形、服装、声音和说话方式。完成后可用于所有数字人场景：视频、直播间和对话项目。\n\n请告诉我们你的品牌、讲解员出现的场合以及需要的语言。',
      ],
      zhTW: [
        '虛擬形象訂製',
        '為你的品牌設計的講解員，而不是複製某個真人。',
        '當不適合由真人出鏡時，我們與你一起設計虛擬講解員：外形、服裝、聲音與說話方式。完成後可用於所有數位人場景：影片、直播間與對話專案。\n\n請告訴我們你的品牌、講解員出現的場合以及需要的語言。',
      ],
    },
    { category: 'custom-virtualization' },
  ),
  seedItem(
    'customization',
    'ip-activation',
    4,
    {
      en: [
        'IP activation',
        'Bring an existing character or mascot to life as a speaking avatar.',
        'If your brand already has a character, we turn its artwork into an avatar that speaks your scripts, presents products in live rooms and answers questions in conversational projects.\n\nYou keep the rights to your character; send us the artwork you own and tell us how you want to use it.',
      ],
      zhCN: [
        'IP 激活',
        '让已有的角色或吉祥物成为会说话的数字人。',
        '如果你的品牌已有角色形象，我们会把它的设计稿变成数字人：朗读你的脚本、在直播间讲解商品、在对话项目中回答问题。\n\n角色的权利仍归你所有；请提供你拥有权利的设计稿，并告诉我们使用方式。',
      ],
      zhTW: [
        'IP 活化',
        '讓既有的角色或吉祥物成為會說話的數位人。',
        '如果你的品牌已有角色形象，我們會把它的設計稿變成數位人：朗讀你的腳本、在直播間講解商品、在對話專案中回答問題。\n\n角色的權利仍歸你所有；請提供你擁有權利的設計稿，並告訴我們使用方式。',
      ],
    },
    { category: 'ip-activation' },
  ),
  seedItem(
    'customization',
    'interactive-big-screen',
    5,
    {
      en: [
        'Interactive big screen',
        'A conversational avatar on a large screen in your lobby, shop or exhibition.',
        'Conversational projects run in a browser in portrait or landscape, so any large display with a computer can host one. Visitors talk to the avatar by voice or text; it answers from your knowledge bases and Q&A libraries.\n\n- Components such as buttons, FAQs, a language switch and background music make the screen your own.\n- Session records and analysis show what visitors ask.\n\nContact us to plan the screen, the content and the hardware.',
      ],
      zhCN: [
        '互动大屏',
        '把对话数字人放到大厅、门店或展会的大屏上。',
        '对话项目在浏览器中以竖屏或横屏运行，任何连接电脑的大屏都可以使用。访客用语音或文字与数字人交流，数字人依据你的知识库和问答库回答。\n\n- 按钮、常见问题、语言切换、背景音乐等组件让大屏体现你的风格。\n- 会话记录和数据分析显示访客在问什么。\n\n请联系我们规划大屏、内容和硬件。',
      ],
      zhTW: [
        '互動大屏',
        '把對話數位人放到大廳、門市或展覽的大螢幕上。',
        '對話專案在瀏覽器中以直式或橫式執行，任何連接電腦的大螢幕都可以使用。訪客以語音或文字與數位人交流，數位人依據你的知識庫與問答庫回答。\n\n- 按鈕、常見問題、語言切換、背景音樂等元件讓大螢幕展現你的風格。\n- 會話紀錄與數據分析顯示訪客在問什麼。\n\n請聯絡我們規劃大螢幕、內容與硬體。',
      ],
    },
    { category: 'interactive-big-screen' },
  ),
];

/** The top notice banner: written, not shown until an operator publishes it. */
export const BANNERS = [
  seedItem(
    'banner',
    'welcome',
    1,
    {
      en: ['Welcome to Orator: read the user guide in the help centre to make your first video.', '', ''],
      zhCN: ['欢迎使用 Orator：在帮助中心阅读用户指南，制作你的第一条视频。', '', ''],
      zhTW: ['歡迎使用 Orator：在說明中心閱讀使用者指南，製作你的第一支影片。', '', ''],
    },
    { link: '/help', published: false },
  ),
];

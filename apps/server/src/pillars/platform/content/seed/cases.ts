import { seedItem } from './item.ts';

/**
 * One example use case per case category (spec §2 case pages). They describe what a team could
 * do with Orator and say so: none of them is presented as a real customer.
 */
export const CASES = [
  seedItem(
    'case',
    'example-product-explainers',
    1,
    {
      en: [
        'Example: product explainers for a software company',
        'An example use case, not a customer story: one script becomes a presenter video in three languages.',
        "A product team writes one script per feature and picks a template and an avatar. Orator renders each page with the avatar's voice and subtitles.\n\n- The same project is copied and its script translated for English, simplified and traditional Chinese audiences.\n- Finished videos are downloaded from My finished videos, or fetched through the Open API when a release goes out.",
      ],
      zhCN: [
        '示例：软件公司的产品讲解视频',
        '示例用例，并非客户案例：一份脚本生成三种语言的讲解视频。',
        '产品团队为每个功能写一份脚本，选择模板和数字人。Orator 用数字人的声音和字幕合成每一页。\n\n- 复制同一项目并翻译脚本，即可面向英语、简体中文和繁体中文观众。\n- 成片可在“我的成片”下载，也可在发版时通过开放 API 获取。',
      ],
      zhTW: [
        '範例：軟體公司的產品講解影片',
        '範例用例，並非客戶案例：一份腳本產生三種語言的講解影片。',
        '產品團隊為每個功能寫一份腳本，選擇範本與數位人。Orator 以數位人的聲音與字幕合成每一頁。\n\n- 複製同一專案並翻譯腳本，即可面向英語、簡體中文與繁體中文觀眾。\n- 成片可在「我的成片」下載，也可在發版時透過開放 API 取得。',
      ],
    },
    { category: 'customer' },
  ),
  seedItem(
    'case',
    'example-legal-faq',
    1,
    {
      en: [
        'Example: a legal-aid FAQ avatar',
        'An example use case, not a customer story: a conversational avatar answers common questions from a knowledge base.',
        "A legal-aid office uploads its published guides to a knowledge base and adds a Q&A library of frequent questions. A conversational project puts an avatar in front of them.\n\n- Answers come from the office's own documents; the hit test shows which passage an answer used.\n- Session records show what visitors asked, so the guides can be improved.\n\nAn avatar gives general information only; it does not replace advice from a lawyer.",
      ],
      zhCN: [
        '示例：法律援助常见问题数字人',
        '示例用例，并非客户案例：对话数字人依据知识库回答常见问题。',
        '法律援助机构把公开的指南上传到知识库，并建立常见问题的问答库。对话项目让数字人来回答。\n\n- 回答来自机构自己的文档；命中测试可以看到回答引用了哪一段。\n- 会话记录显示访客问了什么，便于改进指南。\n\n数字人只提供一般信息，不能代替律师的意见。',
      ],
      zhTW: [
        '範例：法律扶助常見問題數位人',
        '範例用例，並非客戶案例：對話數位人依據知識庫回答常見問題。',
        '法律扶助機構把公開的指南上傳到知識庫，並建立常見問題的問答庫。對話專案讓數位人來回答。\n\n- 回答來自機構自己的文件；命中測試可以看到回答引用了哪一段。\n- 會話紀錄顯示訪客問了什麼，便於改進指南。\n\n數位人只提供一般資訊，不能取代律師的意見。',
      ],
    },
    { category: 'legal' },
  ),
  seedItem(
    'case',
    'example-shop-product-videos',
    1,
    {
      en: [
        'Example: product videos for an online shop',
        'An example use case, not a customer story: product pages turned into short videos in batches.',
        "A shop pastes a product page into the URL-to-video wizard, which drafts a script and picks a template. The batch wizard then renders one video per product from a spreadsheet of names, prices and images.\n\n- Each video keeps the shop's template and avatar, so the catalogue looks consistent.\n- Composition time is counted per second of finished video in the member centre.",
      ],
      zhCN: [
        '示例：网店商品视频',
        '示例用例，并非客户案例：把商品页面批量做成短视频。',
        '网店把商品页面粘贴到“链接生成视频”向导，向导起草脚本并选择模板。再用批量合成向导，按一张包含名称、价格和图片的表格，为每件商品生成一条视频。\n\n- 每条视频使用同一模板和数字人，商品目录风格统一。\n- 合成时长按成片秒数在会员中心计算。',
      ],
      zhTW: [
        '範例：網店商品影片',
        '範例用例，並非客戶案例：把商品頁面批次做成短影片。',
        '網店把商品頁面貼到「連結產生影片」精靈，精靈起草腳本並選擇範本。再用批次合成精靈，依一張包含名稱、價格與圖片的表格，為每件商品產生一支影片。\n\n- 每支影片使用同一範本與數位人，商品目錄風格一致。\n- 合成時長依成片秒數在會員中心計算。',
      ],
    },
    { category: 'ecommerce' },
  ),
  seedItem(
    'case',
    'example-course-translation',
    1,
    {
      en: [
        'Example: translating a training course',
        'An example use case, not a customer story: recorded lessons dubbed into another language.',
        'A trainer uploads five-minute lessons to the video translation wizard. The transcript is recognised, translated, proofread in the video-dub editor and dubbed.\n\n- Slides can also be imported with the PPT wizard, which writes a script per slide for an avatar presenter.',
      ],
      zhCN: [
        '示例：培训课程翻译',
        '示例用例，并非客户案例：把录制好的课程配音成另一种语言。',
        '培训师把五分钟的课程上传到视频翻译向导。系统识别文稿、翻译，在配音编辑器中校对后生成配音。\n\n- 也可以用 PPT 向导导入课件，为每页幻灯片生成数字人讲解脚本。',
      ],
      zhTW: [
        '範例：培訓課程翻譯',
        '範例用例，並非客戶案例：把錄製好的課程配音成另一種語言。',
        '培訓師把五分鐘的課程上傳到影片翻譯精靈。系統辨識文稿、翻譯，在配音編輯器中校對後產生配音。\n\n- 也可以用 PPT 精靈匯入簡報，為每頁投影片產生數位人講解腳本。',
      ],
    },
    { category: 'video' },
  ),
  seedItem(
    'case',
    'example-night-shift-stream',
    1,
    {
      en: [
        'Example: a night-shift product stream',
        "An example use case, not a customer story: an avatar keeps a shop's live room running overnight.",
        "A shop sets up a live room with its products, a line group per scene and a Q&A library of delivery and size questions. The avatar presents the products in turn.\n\n- Audience comments come in through the room's webhook; matching questions are answered from the Q&A library.\n- The room page shows whether the stream is on air and why it stopped if it did.",
      ],
      zhCN: [
        '示例：夜间商品直播',
        '示例用例，并非客户案例：数字人在夜间维持店铺直播。',
        '店铺为直播间添加商品、按场景编写话术组，并建立关于配送和尺码的问答库。数字人轮流讲解商品。\n\n- 观众评论通过直播间的 Webhook 接入；匹配的问题由问答库回答。\n- 直播间页面显示是否在播，以及停播的原因。',
      ],
      zhTW: [
        '範例：夜間商品直播',
        '範例用例，並非客戶案例：數位人在夜間維持店鋪直播。',
        '店鋪為直播間新增商品、依場景撰寫話術組，並建立關於配送與尺寸的問答庫。數位人輪流講解商品。\n\n- 觀眾留言透過直播間的 Webhook 接入；符合的問題由問答庫回答。\n- 直播間頁面顯示是否在播，以及停播的原因。',
      ],
    },
    { category: 'live' },
  ),
];

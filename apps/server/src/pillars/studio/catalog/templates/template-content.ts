import type { TemplateScenario } from '@orator/shared';

/** The words of a template: store texts in the three UI languages, page texts in the script's language. */
export interface TemplateContent {
  slug: string;
  scenario: TemplateScenario;
  /** Script language: 'en' (English voices) or 'zh' (Mandarin voices). */
  language: 'en' | 'zh';
  names: { en: string; 'zh-CN': string; 'zh-TW': string };
  descriptions: { en: string; 'zh-CN': string; 'zh-TW': string };
  /** Per page: the on-screen title, an optional line under it, and the spoken script (>= 15 chars). */
  pages: readonly { title: string; subtitle?: string; script: string }[];
}

const d = (en: string, zhCN: string, zhTW: string) => ({ en, 'zh-CN': zhCN, 'zh-TW': zhTW });

export const TEMPLATE_CONTENT: readonly TemplateContent[] = [
  // ---------------------------------------------------------------- reporting
  {
    slug: 'quarterly-results',
    scenario: 'reporting',
    language: 'en',
    names: d('Quarterly results', '季度业绩', '季度業績'),
    descriptions: d('Present revenue, growth and next steps.', '展示营收、增长与下一步计划。', '展示營收、成長與下一步計畫。'),
    pages: [
      {
        title: 'Q3 Results',
        subtitle: 'Revenue up 12%',
        script: 'Welcome to our third quarter results. Revenue grew twelve percent year over year.',
      },
      {
        title: 'What drove growth',
        subtitle: 'New markets and retention',
        script: 'Two things drove growth: three new markets and a record customer retention rate.',
      },
      {
        title: 'Next quarter',
        subtitle: 'Focus and priorities',
        script: 'Next quarter we focus on product quality and on shortening delivery times.',
      },
    ],
  },
  {
    slug: 'project-status',
    scenario: 'reporting',
    language: 'en',
    names: d('Project status update', '项目进度汇报', '專案進度匯報'),
    descriptions: d('A weekly status update in three slides.', '三页完成每周项目进度汇报。', '三頁完成每週專案進度匯報。'),
    pages: [
      { title: 'Project status', subtitle: 'Week 24', script: 'Here is the status of the project for this week, in under one minute.' },
      {
        title: 'Done this week',
        subtitle: 'Milestones reached',
        script: 'We finished the design review and shipped the first beta to ten pilot customers.',
      },
      {
        title: 'Risks',
        subtitle: 'And how we handle them',
        script: 'The main risk is the supplier delay; a second supplier is already lined up.',
      },
    ],
  },
  {
    slug: 'sales-kickoff',
    scenario: 'reporting',
    language: 'en',
    names: d('Sales kickoff', '销售启动会', '銷售啟動會'),
    descriptions: d('Targets and wins for your sales team.', '为销售团队介绍目标与成果。', '為銷售團隊介紹目標與成果。'),
    pages: [
      {
        title: 'Sales kickoff 2026',
        subtitle: 'One team, one target',
        script: 'Welcome to the sales kickoff. This year we aim higher than ever before.',
      },
      {
        title: 'Last year in numbers',
        subtitle: '1,200 new customers',
        script: 'Last year we signed twelve hundred new customers across four regions.',
      },
    ],
  },
  {
    slug: 'market-brief',
    scenario: 'reporting',
    language: 'en',
    names: d('Market brief', '市场简报', '市場簡報'),
    descriptions: d('A short market news brief with a ticker look.', '新闻播报风格的市场简报。', '新聞播報風格的市場簡報。'),
    pages: [
      {
        title: 'Market brief',
        subtitle: 'Today at a glance',
        script: 'Good morning. Here is your market brief for today, in sixty seconds.',
      },
      {
        title: 'Key numbers',
        subtitle: 'Indexes and currencies',
        script: 'Major indexes opened higher, while energy prices eased for a third day.',
      },
    ],
  },
  {
    slug: 'annual-review-zh',
    scenario: 'reporting',
    language: 'zh',
    names: d('Annual review (Chinese)', '年度工作总结', '年度工作總結'),
    descriptions: d('A Mandarin annual review for teams.', '用普通话讲述团队的年度总结。', '用普通話講述團隊的年度總結。'),
    pages: [
      { title: '年度工作总结', subtitle: '回顾与展望', script: '大家好，欢迎观看我们团队的年度工作总结，我们一起回顾这一年的成绩。' },
      { title: '主要成果', subtitle: '业绩增长百分之二十', script: '今年我们的业绩增长了百分之二十，客户满意度也创下了新的纪录。' },
    ],
  },
  {
    slug: 'product-metrics',
    scenario: 'reporting',
    language: 'en',
    names: d('Product metrics', '产品数据', '產品數據'),
    descriptions: d('Share adoption and engagement metrics.', '分享产品使用与活跃数据。', '分享產品使用與活躍數據。'),
    pages: [
      {
        title: 'Product metrics',
        subtitle: 'Monthly report',
        script: 'This is our monthly product report covering adoption and engagement.',
      },
      {
        title: 'Active users',
        subtitle: '+18% month over month',
        script: 'Monthly active users grew eighteen percent, driven by the new mobile app.',
      },
    ],
  },
  {
    slug: 'company-news',
    scenario: 'reporting',
    language: 'en',
    names: d('Company news', '公司新闻', '公司新聞'),
    descriptions: d('Internal news in a broadcast style.', '广播风格的内部新闻。', '廣播風格的內部新聞。'),
    pages: [
      { title: 'Company news', subtitle: 'This week', script: 'Here are the headlines from around the company this week.' },
      {
        title: 'New office opens',
        subtitle: 'Welcome, Singapore',
        script: 'Our new office in Singapore opened on Monday with a team of twenty people.',
      },
    ],
  },
  {
    slug: 'investor-update',
    scenario: 'reporting',
    language: 'en',
    names: d('Investor update', '投资者简报', '投資者簡報'),
    descriptions: d('A polished update for investors.', '面向投资者的精致简报。', '面向投資者的精緻簡報。'),
    pages: [
      {
        title: 'Investor update',
        subtitle: 'Fiscal year 2026',
        script: 'Thank you for your continued trust. Here is our update for the fiscal year.',
      },
      {
        title: 'Outlook',
        subtitle: 'Steady, profitable growth',
        script: 'We expect steady and profitable growth as we expand into two new segments.',
      },
    ],
  },
  // ---------------------------------------------------------------- speech
  {
    slug: 'welcome-address',
    scenario: 'speech',
    language: 'en',
    names: d('Welcome address', '欢迎致辞', '歡迎致辭'),
    descriptions: d('Open an event with a warm welcome.', '以温暖的致辞开启活动。', '以溫暖的致辭開啟活動。'),
    pages: [
      { title: 'Welcome', subtitle: 'Annual conference 2026', script: 'Good morning everyone, and welcome to our annual conference.' },
      {
        title: 'Today',
        subtitle: 'Ideas worth sharing',
        script: 'Today you will hear from twelve speakers who are changing their fields.',
      },
    ],
  },
  {
    slug: 'ceo-message',
    scenario: 'speech',
    language: 'en',
    names: d('CEO message', '总裁寄语', '總裁寄語'),
    descriptions: d('A message from leadership to everyone.', '管理层给全体员工的寄语。', '管理層給全體員工的寄語。'),
    pages: [
      { title: 'A message from our CEO', script: 'Dear colleagues, I want to thank each of you for an extraordinary year.' },
      {
        title: 'Looking ahead',
        subtitle: 'Together',
        script: 'The year ahead brings new challenges, and I know we will meet them together.',
      },
    ],
  },
  {
    slug: 'award-ceremony',
    scenario: 'speech',
    language: 'en',
    names: d('Award ceremony', '颁奖典礼', '頒獎典禮'),
    descriptions: d('Announce winners with a stage look.', '舞台风格的获奖公布。', '舞台風格的獲獎公布。'),
    pages: [
      {
        title: 'Award ceremony',
        subtitle: 'Celebrating excellence',
        script: 'Tonight we celebrate the people who made this year truly exceptional.',
      },
      {
        title: 'And the winner is',
        subtitle: 'Team of the year',
        script: 'The team of the year award goes to our customer success team. Congratulations!',
      },
    ],
  },
  {
    slug: 'product-launch',
    scenario: 'speech',
    language: 'en',
    names: d('Product launch', '新品发布', '新品發表'),
    descriptions: d('Reveal a new product with energy.', '充满活力地发布新产品。', '充滿活力地發表新產品。'),
    pages: [
      {
        title: 'Introducing Nova',
        subtitle: 'Our smartest product yet',
        script: 'Meet Nova, the smartest product we have ever built. Let me show you why.',
      },
      {
        title: 'Three reasons',
        subtitle: 'Fast. Simple. Secure.',
        script: 'It is fast, it is simple to set up, and it keeps your data secure by default.',
      },
    ],
  },
  {
    slug: 'new-year-greeting-zh',
    scenario: 'speech',
    language: 'zh',
    names: d('New Year greeting (Chinese)', '新年致辞', '新年致辭'),
    descriptions: d('A Mandarin New Year greeting.', '普通话新年祝福致辞。', '普通話新年祝福致辭。'),
    pages: [
      { title: '新年快乐', subtitle: '感谢一路同行', script: '新的一年到来之际，感谢每一位伙伴的付出，祝大家新年快乐，万事如意。' },
      { title: '展望未来', script: '新的一年，让我们携手并进，创造更加美好的明天。' },
    ],
  },
  {
    slug: 'team-motivation',
    scenario: 'speech',
    language: 'en',
    names: d('Team motivation', '团队激励', '團隊激勵'),
    descriptions: d('A short, upbeat talk for your team.', '给团队的简短励志讲话。', '給團隊的簡短勵志講話。'),
    pages: [
      {
        title: 'We did it',
        subtitle: 'Thank you, team',
        script: 'We set an ambitious goal three months ago, and today we can say: we did it.',
      },
      { title: 'Keep going', script: 'Let us keep this energy and carry it into everything we do next quarter.' },
    ],
  },
  {
    slug: 'event-invitation',
    scenario: 'speech',
    language: 'en',
    names: d('Event invitation', '活动邀请', '活動邀請'),
    descriptions: d('Invite guests to your event.', '邀请嘉宾参加您的活动。', '邀請嘉賓參加您的活動。'),
    pages: [
      {
        title: 'You are invited',
        subtitle: 'June 12, City Hall',
        script: 'You are warmly invited to our summer gala on June twelfth at City Hall.',
      },
      {
        title: 'Save the date',
        subtitle: 'Register today',
        script: 'Places are limited, so please register today through the link below.',
      },
    ],
  },
  {
    slug: 'thank-you-customers',
    scenario: 'speech',
    language: 'en',
    names: d('Thank you, customers', '感谢客户', '感謝客戶'),
    descriptions: d('A heartfelt message for customers.', '给客户的真诚感谢。', '給客戶的真誠感謝。'),
    pages: [
      {
        title: 'Thank you',
        subtitle: 'For ten wonderful years',
        script: 'For ten years you have trusted us. Thank you for being part of our story.',
      },
    ],
  },
  // ---------------------------------------------------------------- course
  {
    slug: 'lesson-intro',
    scenario: 'course',
    language: 'en',
    names: d('Lesson introduction', '课程导入', '課程導入'),
    descriptions: d('Open a lesson with goals and an agenda.', '以目标与大纲开启一节课。', '以目標與大綱開啟一堂課。'),
    pages: [
      {
        title: 'Lesson 1',
        subtitle: 'Introduction to statistics',
        script: 'Welcome to the first lesson of our introduction to statistics.',
      },
      {
        title: 'You will learn',
        subtitle: 'Mean, median and mode',
        script: 'By the end of this lesson you will know when to use the mean, median and mode.',
      },
      { title: 'Let us begin', script: 'Grab a pen and a notebook, and let us begin with a simple example.' },
    ],
  },
  {
    slug: 'onboarding-training',
    scenario: 'course',
    language: 'en',
    names: d('Employee onboarding', '新员工入职培训', '新員工入職培訓'),
    descriptions: d('Welcome new hires and explain the basics.', '欢迎新员工并讲解基础知识。', '歡迎新員工並講解基礎知識。'),
    pages: [
      {
        title: 'Welcome aboard',
        subtitle: 'Your first week',
        script: 'Welcome aboard! This short video walks you through your first week with us.',
      },
      {
        title: 'Your tools',
        subtitle: 'Email, chat and calendar',
        script: 'You will use three tools every day: email, team chat and the shared calendar.',
      },
    ],
  },
  {
    slug: 'safety-training',
    scenario: 'course',
    language: 'en',
    names: d('Safety training', '安全培训', '安全培訓'),
    descriptions: d('Clear safety rules for the workplace.', '清晰讲解工作场所安全规则。', '清晰講解工作場所安全規則。'),
    pages: [
      {
        title: 'Workplace safety',
        subtitle: 'Five simple rules',
        script: 'Safety is everyone’s job. Here are five simple rules to remember.',
      },
      {
        title: 'Rule one',
        subtitle: 'Keep exits clear',
        script: 'Rule one: always keep emergency exits and corridors free of boxes and cables.',
      },
    ],
  },
  {
    slug: 'language-lesson',
    scenario: 'course',
    language: 'en',
    names: d('Language lesson', '语言课堂', '語言課堂'),
    descriptions: d('Teach everyday phrases step by step.', '一步步教授日常用语。', '一步步教授日常用語。'),
    pages: [
      { title: 'Everyday English', subtitle: 'Ordering coffee', script: 'Today we learn how to order a coffee politely in English.' },
      {
        title: 'Key phrase',
        subtitle: '“Could I have a latte, please?”',
        script: 'Listen and repeat: could I have a latte, please? Very good!',
      },
    ],
  },
  {
    slug: 'math-class-zh',
    scenario: 'course',
    language: 'zh',
    names: d('Math class (Chinese)', '数学微课', '數學微課'),
    descriptions: d('A Mandarin micro-lesson for students.', '面向学生的普通话数学微课。', '面向學生的普通話數學微課。'),
    pages: [
      { title: '勾股定理', subtitle: '第一课', script: '同学们好，今天我们一起来学习勾股定理，它是几何中最重要的定理之一。' },
      { title: '公式', subtitle: 'a² + b² = c²', script: '直角三角形两条直角边的平方和，等于斜边的平方。' },
    ],
  },
  {
    slug: 'product-tutorial',
    scenario: 'course',
    language: 'en',
    names: d('Product tutorial', '产品教程', '產品教學'),
    descriptions: d('Show customers how to get started.', '教客户快速上手。', '教客戶快速上手。'),
    pages: [
      {
        title: 'Getting started',
        subtitle: 'In three steps',
        script: 'In this tutorial you will set up your account in three easy steps.',
      },
      {
        title: 'Step one',
        subtitle: 'Create your workspace',
        script: 'First, create your workspace and give it a name your team will recognise.',
      },
    ],
  },
  {
    slug: 'compliance-course',
    scenario: 'course',
    language: 'en',
    names: d('Compliance course', '合规课程', '合規課程'),
    descriptions: d('Explain policies in plain words.', '用通俗语言讲解制度规范。', '用通俗語言講解制度規範。'),
    pages: [
      {
        title: 'Data protection',
        subtitle: 'What you need to know',
        script: 'This course explains, in plain words, how we protect personal data.',
      },
      {
        title: 'Golden rule',
        subtitle: 'Share only what is needed',
        script: 'The golden rule: share only the data a colleague needs to do the job.',
      },
    ],
  },
  {
    slug: 'science-explainer',
    scenario: 'course',
    language: 'en',
    names: d('Science explainer', '科普讲解', '科普講解'),
    descriptions: d('Explain a concept with a clear structure.', '结构清晰地讲解一个科学概念。', '結構清晰地講解一個科學概念。'),
    pages: [
      { title: 'Why is the sky blue?', script: 'Have you ever wondered why the sky is blue? The answer is sunlight scattering.' },
      {
        title: 'Rayleigh scattering',
        subtitle: 'Short waves scatter more',
        script: 'Blue light has shorter waves, so the air scatters it much more than red light.',
      },
    ],
  },
  // ---------------------------------------------------------------- story
  {
    slug: 'brand-story',
    scenario: 'story',
    language: 'en',
    names: d('Brand story', '品牌故事', '品牌故事'),
    descriptions: d('Tell how your company began.', '讲述公司的起源故事。', '講述公司的起源故事。'),
    pages: [
      {
        title: 'It started in a garage',
        subtitle: '2012',
        script: 'Our story started in a small garage in 2012, with two friends and one idea.',
      },
      {
        title: 'Today',
        subtitle: '500 people, one mission',
        script: 'Today we are five hundred people, still driven by that same simple idea.',
      },
    ],
  },
  {
    slug: 'customer-story',
    scenario: 'story',
    language: 'en',
    names: d('Customer success story', '客户成功故事', '客戶成功故事'),
    descriptions: d('Share how a customer succeeded.', '分享客户的成功经历。', '分享客戶的成功經歷。'),
    pages: [
      { title: 'Meet Anna', subtitle: 'Bakery owner', script: 'Meet Anna. She runs a small bakery and wanted to reach more customers.' },
      {
        title: 'The result',
        subtitle: 'Orders doubled',
        script: 'Six months later, her online orders had doubled. Here is how she did it.',
      },
    ],
  },
  {
    slug: 'bedtime-story',
    scenario: 'story',
    language: 'en',
    names: d('Bedtime story', '睡前故事', '睡前故事'),
    descriptions: d('A gentle story for children.', '讲给孩子的温柔故事。', '講給孩子的溫柔故事。'),
    pages: [
      { title: 'The little star', script: 'Once upon a time, a little star was afraid that it did not shine brightly enough.' },
      { title: 'A bright idea', script: 'One night, a lost ship found its way home by following the little star.' },
    ],
  },
  {
    slug: 'travel-diary',
    scenario: 'story',
    language: 'en',
    names: d('Travel diary', '旅行日记', '旅行日記'),
    descriptions: d('Narrate a trip day by day.', '按天讲述一段旅程。', '按天講述一段旅程。'),
    pages: [
      {
        title: 'Day one',
        subtitle: 'Arriving in Lisbon',
        script: 'Day one. We arrived in Lisbon under a warm sun and took the famous tram.',
      },
      {
        title: 'Day two',
        subtitle: 'The old town',
        script: 'Day two. We got lost in the old town and found the best pastries of the trip.',
      },
    ],
  },
  {
    slug: 'product-origin',
    scenario: 'story',
    language: 'en',
    names: d('Product origin', '产品诞生记', '產品誕生記'),
    descriptions: d('How a product came to life.', '讲述一个产品的诞生过程。', '講述一個產品的誕生過程。'),
    pages: [
      { title: 'A simple problem', script: 'It began with a simple problem: our own team could not find its documents.' },
      { title: 'A simple answer', script: 'So we built a search that understands questions. That is how Atlas was born.' },
    ],
  },
  {
    slug: 'fable-zh',
    scenario: 'story',
    language: 'zh',
    names: d('Fable (Chinese)', '寓言故事', '寓言故事'),
    descriptions: d('A classic fable told in Mandarin.', '用普通话讲述经典寓言。', '用普通話講述經典寓言。'),
    pages: [
      { title: '龟兔赛跑', script: '从前，兔子和乌龟约好进行一场赛跑，兔子觉得自己一定会赢。' },
      { title: '坚持的力量', script: '兔子在路上睡着了，乌龟一步一步坚持爬到了终点，赢得了比赛。' },
    ],
  },
  {
    slug: 'founder-interview',
    scenario: 'story',
    language: 'en',
    names: d('Founder interview', '创始人访谈', '創辦人訪談'),
    descriptions: d('A personal story told by a founder.', '由创始人讲述的个人故事。', '由創辦人講述的個人故事。'),
    pages: [
      {
        title: 'Why I started',
        subtitle: 'A founder’s story',
        script: 'People often ask me why I started this company. The honest answer is curiosity.',
      },
      { title: 'What I learned', script: 'I learned that the best ideas come from listening closely to customers.' },
    ],
  },
  {
    slug: 'holiday-promo',
    scenario: 'story',
    language: 'en',
    names: d('Holiday promotion', '节日促销', '節日促銷'),
    descriptions: d('A festive promotional story.', '节日氛围的促销短片。', '節日氛圍的促銷短片。'),
    pages: [
      { title: 'Holiday sale', subtitle: 'Up to 40% off', script: 'The holidays are here, and so is our biggest sale of the year.' },
      {
        title: 'Only this week',
        subtitle: 'Shop now',
        script: 'Enjoy up to forty percent off everything, only this week. Happy holidays!',
      },
    ],
  },
];

import type { OnboardingBundle } from './en.ts';

export const zhTW: OnboardingBundle = {
  banner: {
    title: '簡單介紹一下您自己，即可獲得 {{seconds}} 秒合成時長',
    body: '六個小問題，幫助我們為您推薦合適的範本和數位人。',
    fill: '去填寫',
    later: '稍後',
  },
  title: '關於您',
  gift: '提交即可獲得 {{seconds}} 秒合成時長（僅一次）。',
  submit: '提交',
  thanks: '感謝填寫！已為您增加 {{seconds}} 秒合成時長。',
  required: '請選擇一項',
  fields: {
    accountUse: '您使用 Orator 的身分',
    company: '公司名稱（選填）',
    gender: '性別',
    ageBand: '年齡',
    purpose: '您製作影片的用途',
    videoType: '您最常製作的影片類型',
  },
  options: {
    accountUse: { individual: '個人', enterprise: '企業或團隊' },
    gender: { female: '女', male: '男', undisclosed: '不願透露' },
    ageBand: {
      under18: '18 歲以下',
      from18to24: '18–24 歲',
      from25to34: '25–34 歲',
      from35to44: '35–44 歲',
      from45to54: '45–54 歲',
      over55: '55 歲及以上',
    },
    purpose: {
      marketing: '行銷推廣',
      training: '培訓',
      ecommerce: '電商',
      customerService: '客戶服務',
      education: '教學',
      personal: '個人使用',
      other: '其他',
    },
    videoType: {
      productIntro: '產品介紹',
      course: '課程',
      news: '新聞與公告',
      shortVideo: '短影片',
      liveSelling: '直播帶貨',
      corporate: '企業宣傳',
      other: '其他',
    },
  },
};

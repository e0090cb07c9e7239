import type { OnboardingBundle } from './en.ts';

export const zhCN: OnboardingBundle = {
  banner: {
    title: '简单介绍一下您自己，即可获得 {{seconds}} 秒合成时长',
    body: '六个小问题，帮助我们为您推荐合适的模板和数字人。',
    fill: '去填写',
    later: '稍后',
  },
  title: '关于您',
  gift: '提交即可获得 {{seconds}} 秒合成时长（仅一次）。',
  submit: '提交',
  thanks: '感谢填写！已为您增加 {{seconds}} 秒合成时长。',
  required: '请选择一项',
  fields: {
    accountUse: '您使用 Orator 的身份',
    company: '公司名称（选填）',
    gender: '性别',
    ageBand: '年龄',
    purpose: '您制作视频的用途',
    videoType: '您最常制作的视频类型',
  },
  options: {
    accountUse: { individual: '个人', enterprise: '企业或团队' },
    gender: { female: '女', male: '男', undisclosed: '不愿透露' },
    ageBand: {
      under18: '18 岁以下',
      from18to24: '18–24 岁',
      from25to34: '25–34 岁',
      from35to44: '35–44 岁',
      from45to54: '45–54 岁',
      over55: '55 岁及以上',
    },
    purpose: {
      marketing: '营销推广',
      training: '培训',
      ecommerce: '电商',
      customerService: '客户服务',
      education: '教学',
      personal: '个人使用',
      other: '其他',
    },
    videoType: {
      productIntro: '产品介绍',
      course: '课程',
      news: '新闻与公告',
      shortVideo: '短视频',
      liveSelling: '直播带货',
      corporate: '企业宣传',
      other: '其他',
    },
  },
};

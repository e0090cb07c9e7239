import type { NoticesBundle } from './en.ts';

export const zhTW: NoticesBundle = {
  bell: '訊息通知',
  title: '訊息通知',
  intro: '您離開期間完成的任務，以及營運方發布的訊息。',
  markAllRead: '全部已讀',
  allReadDone: '所有訊息已讀',
  seeAll: '查看全部訊息',
  empty: '暫無訊息',
  unread: '未讀',
  kinds: {
    renderSucceeded: { title: '影片已生成', body: '「{{name}}」已合成完成。' },
    renderFailed: { title: '影片合成失敗', body: '「{{name}}」合成失敗：{{reason}}' },
    timeGranted: { title: '合成時長已到帳', body: '已為您增加 {{seconds}} 秒合成時長。' },
    paymentPaid: { title: '付款成功', body: '訂單 {{orderNo}} 已付款（¥{{amount}}），所購權益已生效。' },
    paymentFailed: { title: '付款失敗', body: '訂單 {{orderNo}}（¥{{amount}}）付款未成功，您可以重新付款。' },
    commissionEarned: { title: '獲得佣金', body: '您推薦的使用者支付了訂單 {{orderNo}}，¥{{amount}} 已計入您的餘額。' },
    withdrawalApproved: { title: '提領已核准', body: '您的 ¥{{amount}} 提領申請已核准。' },
    withdrawalRejected: { title: '提領被駁回', body: '您的 ¥{{amount}} 提領申請被駁回，金額已退回餘額。' },
    cloneAuthorizationApproved: { title: '授權已通過', body: '您的克隆「{{name}}」的授權影片已通過審核，現在可以開始訓練。' },
    cloneAuthorizationRejected: {
      title: '影片授權失敗',
      body: '您的克隆「{{name}}」的授權影片被駁回：{{reason}} 請重新上傳授權影片後繼續。',
    },
    codeRedeemed: {
      title: '兌換成功',
      minutes: '兌換碼 {{code}} 已為您增加 {{minutes}} 分鐘合成時長。',
      plan: '兌換碼 {{code}} 已為您增加 {{days}} 天{{plan}}會員。',
    },
    plans: { personal: '個人版', business: '商業版' },
  },
  open: '查看',
  broadcast: {
    title: '發布通知',
    intro: '所有帳號都會在訊息通知中收到這則通知。',
    noticeTitle: '標題',
    noticeBody: '內容',
    send: '發送給所有人',
    confirm: '確定向所有帳號發送這則通知嗎？發送後無法撤回。',
    sent: '已發送給 {{count}} 個帳號',
    required: '請輸入標題和內容',
  },
};

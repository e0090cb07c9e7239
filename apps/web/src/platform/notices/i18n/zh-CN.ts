import type { NoticesBundle } from './en.ts';

export const zhCN: NoticesBundle = {
  bell: '消息通知',
  title: '消息通知',
  intro: '您离开期间完成的任务，以及运营方发布的消息。',
  markAllRead: '全部已读',
  allReadDone: '所有消息已读',
  seeAll: '查看全部消息',
  empty: '暂无消息',
  unread: '未读',
  kinds: {
    renderSucceeded: { title: '视频已生成', body: '“{{name}}”已合成完成。' },
    renderFailed: { title: '视频合成失败', body: '“{{name}}”合成失败：{{reason}}' },
    timeGranted: { title: '合成时长已到账', body: '已为您增加 {{seconds}} 秒合成时长。' },
    paymentPaid: { title: '支付成功', body: '订单 {{orderNo}} 已支付（¥{{amount}}），所购权益已生效。' },
    paymentFailed: { title: '支付失败', body: '订单 {{orderNo}}（¥{{amount}}）支付未成功，您可以重新支付。' },
    commissionEarned: { title: '获得佣金', body: '您推荐的用户支付了订单 {{orderNo}}，¥{{amount}} 已计入您的余额。' },
    withdrawalApproved: { title: '提现已通过', body: '您的 ¥{{amount}} 提现申请已通过。' },
    withdrawalRejected: { title: '提现被驳回', body: '您的 ¥{{amount}} 提现申请被驳回，金额已退回余额。' },
    cloneAuthorizationApproved: { title: '授权已通过', body: '您的克隆“{{name}}”的授权视频已通过审核，现在可以开始训练。' },
    cloneAuthorizationRejected: {
      title: '视频授权失败',
      body: '您的克隆“{{name}}”的授权视频被驳回：{{reason}} 请重新上传授权视频后继续。',
    },
    codeRedeemed: {
      title: '兑换成功',
      minutes: '兑换码 {{code}} 已为您增加 {{minutes}} 分钟合成时长。',
      plan: '兑换码 {{code}} 已为您增加 {{days}} 天{{plan}}会员。',
    },
    plans: { personal: '个人版', business: '商业版' },
  },
  open: '查看',
  broadcast: {
    title: '发布通知',
    intro: '所有账号都会在消息通知中收到这条通知。',
    noticeTitle: '标题',
    noticeBody: '内容',
    send: '发送给所有人',
    confirm: '确定向所有账号发送这条通知吗？发送后无法撤回。',
    sent: '已发送给 {{count}} 个账号',
    required: '请输入标题和内容',
  },
};

/** The notices' words (issue 14 §3): the header bell, the notices page, the operators' broadcast. */
export const en = {
  bell: 'Notices',
  title: 'Notices',
  intro: 'What finished while you were elsewhere, and news from the operators.',
  markAllRead: 'Mark all read',
  allReadDone: 'All notices are read',
  seeAll: 'See all notices',
  empty: 'No notices yet',
  unread: 'Unread',
  kinds: {
    renderSucceeded: { title: 'Video ready', body: '“{{name}}” has finished rendering.' },
    renderFailed: { title: 'Video failed', body: '“{{name}}” could not be rendered: {{reason}}' },
    timeGranted: { title: 'Composition time added', body: '{{seconds}} seconds of composition time were added to your balance.' },
    paymentPaid: { title: 'Payment received', body: 'Order {{orderNo}} is paid (¥{{amount}}); what you bought is active now.' },
    paymentFailed: {
      title: 'Payment failed',
      body: 'The payment of order {{orderNo}} (¥{{amount}}) did not go through. You can pay again.',
    },
    commissionEarned: {
      title: 'Commission earned',
      body: 'A user you referred paid order {{orderNo}}: ¥{{amount}} was added to your balance.',
    },
    withdrawalApproved: { title: 'Withdrawal approved', body: 'Your withdrawal of ¥{{amount}} was approved.' },
    withdrawalRejected: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of ¥{{amount}} was rejected; the amount is back in your balance.',
    },
    cloneAuthorizationApproved: {
      title: 'Authorization approved',
      body: 'The authorization video of your clone “{{name}}” was approved: you can start its training now.',
    },
    cloneAuthorizationRejected: {
      title: 'Video Authorization Failed',
      body: 'The authorization video of your clone “{{name}}” was rejected: {{reason}} Upload a new authorization video to continue.',
    },
    codeRedeemed: {
      title: 'Code redeemed',
      minutes: 'Code {{code}} added {{minutes}} minutes of composition time.',
      plan: 'Code {{code}} added {{days}} days of {{plan}} membership.',
    },
    plans: { personal: 'Personal', business: 'Business' },
  },
  open: 'Open',
  broadcast: {
    title: 'Broadcast a notice',
    intro: 'Every account receives this notice in its notices list.',
    noticeTitle: 'Title',
    noticeBody: 'Message',
    send: 'Send to everyone',
    confirm: 'Send this notice to every account? It cannot be taken back.',
    sent: 'Sent to {{count}} accounts',
    required: 'Enter a title and a message',
  },
};
export type NoticesBundle = typeof en;

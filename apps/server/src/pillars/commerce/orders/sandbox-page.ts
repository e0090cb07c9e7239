import { formatMoney } from '@orator/shared/format';
import type { UiLanguage } from '@orator/shared';
import type { SandboxTicket } from './sandbox-provider.ts';

const TEXTS: Record<
  UiLanguage,
  Record<'title' | 'note' | 'order' | 'amount' | 'pay' | 'fail' | 'paid' | 'failed' | 'invalid' | 'back', string>
> = {
  en: {
    title: 'Sandbox payment',
    note: 'A test payment page: no money moves. Pay or Fail notifies the app as a real provider would.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    paid: 'Payment succeeded. You can return to the app.',
    failed: 'Payment failed. The app offers to pay again.',
    invalid: 'This payment link is not valid.',
    back: 'Back to the payment',
  },
  'zh-CN': {
    title: '沙箱支付',
    note: '测试支付页面，不会产生真实扣款。点击支付或失败后，将像真实支付渠道一样通知应用。',
    order: '订单',
    amount: '金额',
    pay: '支付',
    fail: '失败',
    paid: '支付成功，可以返回应用。',
    failed: '支付失败，应用将提供继续支付。',
    invalid: '该支付链接无效。',
    back: '返回支付',
  },
  'zh-TW': {
    title: '沙箱付款',
    note: '測試付款頁面，不會產生真實扣款。點擊付款或失敗後，將像真實付款管道一樣通知應用。',
    order: '訂單',
    amount: '金額',
    pay: '付款',
    fail: '失敗',
    paid: '付款成功，可以返回應用。',
    failed: '付款失敗，應用將提供繼續付款。',
    invalid: '該付款連結無效。',
    back: '返回付款',
  },
};

/** zh-TW / zh-HK / zh-Hant -> zh-TW, other zh -> zh-CN, else en (the phone's language, the page has no switcher). */
export function pageLanguage(acceptLanguage: string | undefined): UiLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (/^zh-(tw|hk|mo)|^zh-hant/.test(first)) return 'zh-TW';
  if (first.startsWith('zh')) return 'zh-CN';
  return 'en';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(language: UiLanguage, body: string): string {
  const t = TEXTS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.card{border:1px solid #ddd;border-radius:12px;padding:20px}.amount{font-size:32px;font-weight:600;margin:8px 0 16px}
.note{color:#666;font-size:13px}button{font-size:18px;padding:10px 24px;border-radius:8px;border:0;margin-right:12px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#eee;color:#a00}</style></head><body><div class="card">
<h1>${escape(t.title)}</h1>${body}</div></body></html>`;
}

/** The provider's page the QR opens: the order and two buttons (plain forms: the page runs no script). */
export function sandboxPayPage(language: UiLanguage, ticket: SandboxTicket, token: string, action: string): string {
  const t = TEXTS[language];
  const form = (outcome: 'paid' | 'failed', label: string, cls: string) =>
    `<form method="post" action="${escape(action)}" style="display:inline"><input type="hidden" name="p" value="${escape(token)}">` +
    `<input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${cls}" data-testid="sandbox-${outcome}">${escape(label)}</button></form>`;
  return page(
    language,
    `<p>${escape(t.order)}: <span data-testid="sandbox-order">${escape(ticket.orderNo)}</span></p>
<p>${escape(ticket.description)}</p><p>${escape(t.amount)}</p><div class="amount" data-testid="sandbox-amount">¥${formatMoney(ticket.amount)}</div>
${form('paid', t.pay, 'pay')}${form('failed', t.fail, 'fail')}<p class="note">${escape(t.note)}</p>`,
  );
}

export function sandboxResultPage(language: UiLanguage, outcome: 'paid' | 'failed' | 'invalid', backUrl: string | null): string {
  const t = TEXTS[language];
  const back = backUrl ? `<p><a href="${escape(backUrl)}">${escape(t.back)}</a></p>` : '';
  return page(language, `<p data-testid="sandbox-result" data-outcome="${outcome}">${escape(t[outcome])}</p>${back}`);
}

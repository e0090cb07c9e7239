import { toUiLanguage, type CodeScene, type UiLanguage } from '@orator/shared';

/** The mail/SMS text carrying a verification code, in the caller's UI language. */

const PURPOSE: Record<CodeScene, Record<UiLanguage, string>> = {
  register: { en: 'create your Orator account', 'zh-CN': '注册 Orator 账号', 'zh-TW': '註冊 Orator 帳號' },
  login: { en: 'log in to Orator', 'zh-CN': '登录 Orator', 'zh-TW': '登入 Orator' },
  reset: { en: 'reset your Orator password', 'zh-CN': '重置 Orator 密码', 'zh-TW': '重設 Orator 密碼' },
  changePhone: {
    en: 'change the phone number of your Orator account',
    'zh-CN': '更换 Orator 账号的手机号',
    'zh-TW': '更換 Orator 帳號的手機號碼',
  },
  deleteAccount: { en: 'DELETE your Orator account', 'zh-CN': '注销 Orator 账号', 'zh-TW': '註銷 Orator 帳號' },
};

const SUBJECT: Record<UiLanguage, string> = {
  en: 'Your Orator verification code: {code}',
  'zh-CN': 'Orator 验证码：{code}',
  'zh-TW': 'Orator 驗證碼：{code}',
};

const BODY: Record<UiLanguage, string> = {
  en: 'Your verification code is {code}. Use it within 10 minutes to {purpose}. If you did not ask for it, ignore this message.',
  'zh-CN': '您的验证码为 {code}，用于{purpose}，10分钟内有效。如非本人操作，请忽略。',
  'zh-TW': '您的驗證碼為 {code}，用於{purpose}，10分鐘內有效。如非本人操作，請忽略。',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function codeMessage(scene: CodeScene, code: string, language: string | undefined): { subject: string; body: string } {
  const lang = toUiLanguage(language);
  const values = { code, purpose: PURPOSE[scene][lang] };
  return { subject: fill(SUBJECT[lang], values), body: fill(BODY[lang], values) };
}

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

/**
 * Why the request cannot do what it asked, told only to the owner of the address: the
 * API answers the same whether or not an account uses it (no account enumeration).
 */
export type CodeNotice = 'accountExists' | 'noAccount' | 'phoneTaken';

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

const NOTICE_BODY: Record<CodeNotice, Record<UiLanguage, string>> = {
  accountExists: {
    en: 'Someone tried to register an Orator account with this {target}, which already has one. If it was you, sign in, or reset your password if you forgot it. If not, ignore this message: your account is unchanged. Verification code: {code} (valid 10 minutes).',
    'zh-CN':
      '有人尝试用此{target}注册 Orator 账号，但此{target}已有账号。如是本人操作，请直接登录，忘记密码可重置密码；如非本人操作，请忽略本消息，您的账号未受影响。验证码：{code}（10分钟内有效）。',
    'zh-TW':
      '有人嘗試用此{target}註冊 Orator 帳號，但此{target}已有帳號。如是本人操作，請直接登入，忘記密碼可重設密碼；如非本人操作，請忽略本訊息，您的帳號未受影響。驗證碼：{code}（10分鐘內有效）。',
  },
  noAccount: {
    en: 'Someone asked to reset the password of an Orator account with this {target}, but no account uses it. If it was you, register with it instead. If not, ignore this message. Verification code: {code} (valid 10 minutes).',
    'zh-CN':
      '有人请求重置使用此{target}的 Orator 账号密码，但没有账号使用此{target}。如是本人操作，可以用它注册新账号；如非本人操作，请忽略本消息。验证码：{code}（10分钟内有效）。',
    'zh-TW':
      '有人請求重設使用此{target}的 Orator 帳號密碼，但沒有帳號使用此{target}。如是本人操作，可以用它註冊新帳號；如非本人操作，請忽略本訊息。驗證碼：{code}（10分鐘內有效）。',
  },
  phoneTaken: {
    en: 'Someone asked to move their Orator account to this phone number, but another account already uses it. If it was you, sign in with this number instead. If not, ignore this message. Verification code: {code} (valid 10 minutes).',
    'zh-CN':
      '有人请求将其 Orator 账号的手机号更换为此号码，但此号码已被其他账号使用。如是本人操作，请直接用此号码登录；如非本人操作，请忽略本消息。验证码：{code}（10分钟内有效）。',
    'zh-TW':
      '有人請求將其 Orator 帳號的手機號碼更換為此號碼，但此號碼已被其他帳號使用。如是本人操作，請直接用此號碼登入；如非本人操作，請忽略本訊息。驗證碼：{code}（10分鐘內有效）。',
  },
};

const TARGET: Record<'email' | 'sms', Record<UiLanguage, string>> = {
  email: { en: 'email address', 'zh-CN': '邮箱', 'zh-TW': '信箱' },
  sms: { en: 'phone number', 'zh-CN': '手机号', 'zh-TW': '手機號碼' },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface CodeMessageInput {
  scene: CodeScene;
  channel: 'email' | 'sms';
  code: string;
  notice: CodeNotice | null;
}

export function codeMessage(input: CodeMessageInput, language: string | undefined): { subject: string; body: string } {
  const lang = toUiLanguage(language);
  const values = { code: input.code, purpose: PURPOSE[input.scene][lang], target: TARGET[input.channel][lang] };
  const body = input.notice ? NOTICE_BODY[input.notice][lang] : BODY[lang];
  return { subject: fill(SUBJECT[lang], values), body: fill(body, values) };
}

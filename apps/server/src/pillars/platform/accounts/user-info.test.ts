import { describe, expect, it } from 'vitest';
import { STORAGE_BYTES_MEMBER, STORAGE_BYTES_NON_MEMBER } from '@orator/shared/constants';
import { codeMessage, type CodeNotice } from './code-messages.ts';
import { passwordRuleFor } from './security.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { toUserInfo } from './user-info.ts';
import { personalTenantName } from './users.ts';

const now = new Date('2026-06-01T00:00:00Z');
const base: UserRow = {
  id: 'u1',
  email: null,
  phone: '13800138000',
  passwordHash: null,
  vipType: '',
  proMan: false,
  ultra: false,
  vipExpiresAt: null,
  remainCredits: 60,
  isAdmin: false,
  languages: 'en',
  currentTenantId: 't1',
  registeredAt: new Date('2026-05-01T00:00:00Z'),
  deletedAt: null,
};
const personal = { tenantId: 't1', tenantName: '138****8000', kind: 'personal' as const, role: 'owner' as const };

describe('UserInfo', () => {
  it('describes a non-member with a masked phone and 1 GB', () => {
    const info = toUserInfo(base, personal, 1234, now);
    expect(info).toMatchObject({
      phone: '138****8000',
      vipType: 0,
      proMan: 'N',
      expiredVip: null,
      storageUsed: 1234,
      storageTotal: STORAGE_BYTES_NON_MEMBER,
      accountType: 'personal',
      registerTime: '2026-05-01T00:00:00.000Z',
    });
  });

  it('counts a membership only until it expires', () => {
    const member = { ...base, vipType: 'vip', proMan: true, vipExpiresAt: new Date('2026-07-01T00:00:00Z') };
    expect(toUserInfo(member, personal, 0, now)).toMatchObject({
      vipType: 'vip',
      proMan: 'Y',
      storageTotal: STORAGE_BYTES_MEMBER,
      expiredVip: '2026-07-01T00:00:00.000Z',
    });
    const lapsed = toUserInfo(member, personal, 0, new Date('2026-07-02T00:00:00Z'));
    expect(lapsed).toMatchObject({
      vipType: 0,
      proMan: 'N',
      storageTotal: STORAGE_BYTES_NON_MEMBER,
      expiredVip: '2026-07-01T00:00:00.000Z',
    });
  });

  it('takes the account type from the workspace', () => {
    expect(toUserInfo(base, { ...personal, kind: 'enterprise', tenantName: 'Acme' }, 0, now)).toMatchObject({
      accountType: 'enterprise',
      tenantName: 'Acme',
    });
  });
});

describe('account helpers', () => {
  it('names the personal workspace after the email or the masked phone', () => {
    expect(personalTenantName({ email: 'jane.doe@example.com' })).toBe('jane.doe');
    expect(personalTenantName({ phone: '13912345678' })).toBe('139****5678');
  });

  it('holds email accounts to the email rule and phone accounts to the strict one', () => {
    expect(passwordRuleFor({ email: 'a@b.cn' })('abc123!!x').ok).toBe(true);
    expect(passwordRuleFor({ email: null })('abc123!!x').ok).toBe(false);
    expect(passwordRuleFor({ email: null })('Abc123!!x').ok).toBe(true);
  });

  it('writes the code mail in the caller language', () => {
    const message = (scene: 'register' | 'reset', code: string, notice: CodeNotice | null = null) => ({
      scene,
      code,
      channel: 'email' as const,
      notice,
    });
    expect(codeMessage(message('register', '123456'), 'en').body).toContain('123456');
    expect(codeMessage(message('register', '123456'), 'zhchs').subject).toBe('Orator 验证码：123456');
    expect(codeMessage(message('reset', '654321'), 'zhcht-TW').body).toContain('重設');
    // The owner of an address learns why the request cannot succeed; the API does not say.
    expect(codeMessage(message('register', '123456', 'accountExists'), 'en').body).toMatch(/already has one.*sign in.*123456/);
    expect(codeMessage(message('reset', '123456', 'noAccount'), 'zhchs').body).toContain('没有账号使用此邮箱');
  });
});

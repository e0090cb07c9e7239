import { ACCOUNT_PATHS, LoginResult, OutboxMessage, SliderChallenge, Tenant, UserInfo, type CodeScene, type Page } from '@orator/shared';
import { z } from 'zod';
import { api } from './http.ts';

/** Typed calls of the account contract (packages/shared/src/platform/api/accounts.ts). */

const SliderToken = z.object({ sliderToken: z.string() });
const DeleteTicket = z.object({ deleteTicket: z.string() });
const OutboxPage = z.object({ items: z.array(OutboxMessage), total: z.number(), page: z.number(), size: z.number() });

export const accountsApi = {
  sliderChallenge: () => api.get(ACCOUNT_PATHS.sliderChallenge, { schema: SliderChallenge, silent: true }),
  verifySlider: (body: { id: string; x: number; trail: [number, number][] }) =>
    api.post(ACCOUNT_PATHS.sliderVerify, body, { schema: SliderToken, silent: true }),

  sendEmailCode: (email: string, scene: CodeScene, sliderToken?: string) =>
    api.get(ACCOUNT_PATHS.sendEmailCode, { query: { email, scene, sliderToken } }),
  sendSms: (phone: string, scene: CodeScene, sliderToken?: string) =>
    api.get(ACCOUNT_PATHS.sendSms, { query: { phone, scene, sliderToken } }),

  emailLogin: (body: { email: string; password: string; sliderToken: string }) =>
    api.post(ACCOUNT_PATHS.emailLogin, body, { schema: LoginResult }),
  phonePasswordLogin: (body: { phone: string; password: string; sliderToken: string }) =>
    api.post(ACCOUNT_PATHS.phonePasswordLogin, body, { schema: LoginResult }),
  smsLogin: (body: { phone: string; code: string; agree: boolean }) => api.post(ACCOUNT_PATHS.smsLogin, body, { schema: LoginResult }),

  emailRegister: (body: { email: string; code: string; password: string; confirmPassword: string; agree: boolean }) =>
    api.post(ACCOUNT_PATHS.emailRegister, body, { schema: LoginResult }),
  phoneRegister: (body: { phone: string; code: string; password: string; confirmPassword: string; agree: boolean }) =>
    api.post(ACCOUNT_PATHS.phoneRegister, body, { schema: LoginResult }),

  emailResetPassword: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
    api.post(ACCOUNT_PATHS.emailResetPassword, body),
  phoneResetPassword: (body: { phone: string; code: string; password: string; confirmPassword: string }) =>
    api.post(ACCOUNT_PATHS.phoneResetPassword, body),

  userInfo: () => api.get(ACCOUNT_PATHS.userInfo, { schema: UserInfo }),
  /** Revokes a session token on the server; called after the local session has been dropped. */
  logout: (token: string) =>
    api.post(ACCOUNT_PATHS.logout, undefined, { silent: true, headers: { token, Authorization: `Bearer ${token}` } }),

  changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    api.post(ACCOUNT_PATHS.changePassword, body),
  changePhone: (body: { phone: string; code: string }) => api.post(ACCOUNT_PATHS.changePhone, body),
  deleteAccountVerify: (code: string) => api.post(ACCOUNT_PATHS.deleteAccountVerify, { code }, { schema: DeleteTicket }),
  deleteAccountConfirm: (deleteTicket: string) => api.post(ACCOUNT_PATHS.deleteAccountConfirm, { deleteTicket }),

  tenantList: () => api.get(ACCOUNT_PATHS.tenantList, { schema: z.array(Tenant) }),
  tenantSwitch: (tenantId: string) => api.post(ACCOUNT_PATHS.tenantSwitch, { tenantId }, { schema: UserInfo }),
  tenantCreate: (name: string) => api.post(ACCOUNT_PATHS.tenantCreate, { name }, { schema: Tenant }),

  outbox: (page: number, size: number): Promise<Page<OutboxMessage>> =>
    api.get(ACCOUNT_PATHS.outbox, { query: { page, size }, schema: OutboxPage }),
};

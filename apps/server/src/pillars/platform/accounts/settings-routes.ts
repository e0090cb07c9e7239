import { z } from 'zod';
import { ACCOUNT_PATHS, ok, Tenant, UserInfo } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { AccountsService } from './accounts-service.ts';
import {
  ChangePasswordBody,
  ChangePhoneBody,
  DeleteAccountConfirmBody,
  DeleteAccountVerifyBody,
  TenantCreateBody,
  TenantSwitchBody,
} from './request-schemas.ts';

const tags = ['accounts'];
const Done = envelopeOf(z.null());

/** Security settings, account deletion and workspaces: all for the logged-in user only. */
export function settingsRoutes(app: ZodApp, service: AccountsService): void {
  const accounts = () => service;

  app.post(ACCOUNT_PATHS.changePassword, { schema: { tags, body: ChangePasswordBody, response: { 200: Done } } }, async (request) => {
    await accounts().security.changePassword(requireAuth(request), request.body);
    return ok(null);
  });
  app.post(ACCOUNT_PATHS.changePhone, { schema: { tags, body: ChangePhoneBody, response: { 200: Done } } }, async (request) => {
    await accounts().security.changePhone(requireAuth(request), request.body);
    return ok(null);
  });
  app.post(
    ACCOUNT_PATHS.deleteAccountVerify,
    { schema: { tags, body: DeleteAccountVerifyBody, response: { 200: envelopeOf(z.object({ deleteTicket: z.string() })) } } },
    async (request) => ok({ deleteTicket: await accounts().security.verifyDeletion(requireAuth(request), request.body.code) }),
  );
  app.post(
    ACCOUNT_PATHS.deleteAccountConfirm,
    { schema: { tags, body: DeleteAccountConfirmBody, response: { 200: Done } } },
    async (request) => {
      await accounts().security.confirmDeletion(requireAuth(request), request.body.deleteTicket);
      return ok(null);
    },
  );

  app.get(ACCOUNT_PATHS.tenantList, { schema: { tags, response: { 200: envelopeOf(z.array(Tenant)) } } }, async (request) =>
    ok(await accounts().workspaces.list(requireAuth(request).userId)),
  );
  app.post(
    ACCOUNT_PATHS.tenantSwitch,
    { schema: { tags, body: TenantSwitchBody, response: { 200: envelopeOf(UserInfo) } } },
    async (request) => ok(await accounts().workspaces.switchTo(requireAuth(request), request.body.tenantId)),
  );
  app.post(
    ACCOUNT_PATHS.tenantCreate,
    { schema: { tags, body: TenantCreateBody, response: { 200: envelopeOf(Tenant) } } },
    async (request) => ok(await accounts().workspaces.createEnterprise(requireAuth(request), request.body.name)),
  );
}

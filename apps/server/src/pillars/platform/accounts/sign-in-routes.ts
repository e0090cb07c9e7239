import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_PATHS, LoginResult, ok, SliderChallenge, UserInfo } from '@orator/shared';
import { notFound } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { AccountsService } from './accounts-service.ts';
import type { RequestMeta } from './ports.ts';
import {
  AccountLoginBody,
  CompanyQuery,
  EmailLoginBody,
  EmailRegisterBody,
  EmailResetBody,
  PhonePasswordLoginBody,
  PhoneRegisterBody,
  PhoneResetBody,
  SendEmailCodeQuery,
  SendSmsQuery,
  SliderVerifyBody,
  SmsLoginBody,
} from './request-schemas.ts';

const tags = ['accounts'];
const Done = envelopeOf(z.null());

export function metaOf(request: FastifyRequest): RequestMeta {
  const language = request.headers['language'];
  return { ip: request.ip, language: Array.isArray(language) ? language[0] : language };
}

/** Slider, codes, register, login, reset, logout and the current user (/userprocess; product-rules#accounts). */
export function signInRoutes(app: ZodApp, service: AccountsService, ctx: Pick<Shared, 'config' | 'sessions'>): void {
  const accounts = () => service;

  app.get(ACCOUNT_PATHS.sliderChallenge, { schema: { tags, response: { 200: envelopeOf(SliderChallenge) } } }, async (request) =>
    ok(await accounts().slider.challenge(request.ip)),
  );
  app.post(
    ACCOUNT_PATHS.sliderVerify,
    { schema: { tags, body: SliderVerifyBody, response: { 200: envelopeOf(z.object({ sliderToken: z.string() })) } } },
    async (request) => {
      const { id, x, trail } = request.body;
      return ok({ sliderToken: await accounts().slider.verify(request.ip, id, x, trail) });
    },
  );
  if (ctx.config.testMode) {
    // Lets browser end-to-end tests drag the piece to the right place. Test mode only.
    app.get(
      `${ACCOUNT_PATHS.sliderChallenge}/:id/answer`,
      { schema: { hide: true, params: z.object({ id: z.string() }) } },
      async (request) => {
        const x = await accounts().slider.answerFor(request.params.id);
        if (x === null) throw notFound();
        return ok({ x });
      },
    );
  }

  app.get(ACCOUNT_PATHS.sendEmailCode, { schema: { tags, querystring: SendEmailCodeQuery, response: { 200: Done } } }, async (request) => {
    const { email, scene, sliderToken } = request.query;
    await accounts().codes.send(
      { channel: 'email', recipient: email, scene, sliderToken, user: request.auth?.user ?? null },
      metaOf(request),
    );
    return ok(null);
  });
  app.get(ACCOUNT_PATHS.sendSms, { schema: { tags, querystring: SendSmsQuery, response: { 200: Done } } }, async (request) => {
    const { phone, scene, sliderToken } = request.query;
    await accounts().codes.send(
      { channel: 'sms', recipient: phone, scene, sliderToken, user: request.auth?.user ?? null },
      metaOf(request),
    );
    return ok(null);
  });

  const Login = envelopeOf(LoginResult);
  app.post(ACCOUNT_PATHS.emailRegister, { schema: { tags, body: EmailRegisterBody, response: { 200: Login } } }, async (request) => {
    const { email, code, password } = request.body;
    return ok(await accounts().signIn.register('email', { account: email, code, password }, metaOf(request)));
  });
  app.post(
    ACCOUNT_PATHS.phoneRegister,
    { schema: { tags, querystring: CompanyQuery, body: PhoneRegisterBody, response: { 200: Login } } },
    async (request) => {
      const { phone, code, password } = request.body;
      return ok(await accounts().signIn.register('phone', { account: phone, code, password }, metaOf(request)));
    },
  );
  app.post(ACCOUNT_PATHS.emailLogin, { schema: { tags, body: EmailLoginBody, response: { 200: Login } } }, async (request) => {
    const { email, password, sliderToken } = request.body;
    return ok(await accounts().signIn.loginWithPassword('email', { account: email, password, sliderToken }, metaOf(request)));
  });
  app.post(ACCOUNT_PATHS.accountLogin, { schema: { tags, body: AccountLoginBody, response: { 200: Login } } }, async (request) => {
    const { kind, account, password, sliderToken } = request.body;
    return ok(await accounts().signIn.loginWithPassword(kind, { account, password, sliderToken }, metaOf(request)));
  });
  app.post(
    ACCOUNT_PATHS.phonePasswordLogin,
    { schema: { tags, body: PhonePasswordLoginBody, response: { 200: Login } } },
    async (request) => {
      const { phone, password, sliderToken } = request.body;
      return ok(await accounts().signIn.loginWithPassword('phone', { account: phone, password, sliderToken }, metaOf(request)));
    },
  );
  app.post(
    ACCOUNT_PATHS.smsLogin,
    { schema: { tags, querystring: CompanyQuery, body: SmsLoginBody, response: { 200: Login } } },
    async (request) => ok(await accounts().signIn.loginWithSms(request.body.phone, request.body.code, metaOf(request))),
  );
  app.post(ACCOUNT_PATHS.emailResetPassword, { schema: { tags, body: EmailResetBody, response: { 200: Done } } }, async (request) => {
    const { email, code, password } = request.body;
    await accounts().signIn.resetPassword('email', { account: email, code, password }, metaOf(request));
    return ok(null);
  });
  app.post(
    ACCOUNT_PATHS.phoneResetPassword,
    { schema: { tags, querystring: CompanyQuery, body: PhoneResetBody, response: { 200: Done } } },
    async (request) => {
      const { phone, code, password } = request.body;
      await accounts().signIn.resetPassword('phone', { account: phone, code, password }, metaOf(request));
      return ok(null);
    },
  );

  app.get(ACCOUNT_PATHS.userInfo, { schema: { tags, response: { 200: envelopeOf(UserInfo) } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(await accounts().profiles.info(auth.user, auth.tenant));
  });
  app.post(ACCOUNT_PATHS.logout, { schema: { tags, response: { 200: Done } } }, async (request) => {
    // Logging out twice, or with an expired token, is still a successful logout.
    if (request.auth) await ctx.sessions.revoke(request.auth.token);
    return ok(null);
  });
}

import { GESTURE_MS, planGestures } from '@orator/scene';
import {
  ActionLibItem,
  ActionLibQuery,
  AIASK_AREA_PATHS,
  AVATAR_ACTION_NAMES,
  AVATAR_ACTION_TYPES,
  AvatarInfo,
  AvatarQuery,
  GetActionQuery,
  ok,
  PlannedAction,
  StockPage,
  StockQuery,
  UserInfo,
} from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { AccountsService } from '../../platform/accounts/index.ts';
import type { AvatarService } from '../../studio/avatars/index.ts';
import type { CatalogService } from '../../studio/catalog/index.ts';
import { uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';

const tags = ['aiask'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/**
 * The conversational area's account and catalogue calls under its own base (spec §7): thin
 * routes over the accounts, avatar and stock catalogues, plus the avatar's action library and the
 * gesture plan of a spoken text (the same plan the live conversation sends with each clause).
 */
export const aiaskAreaModule: ServerModule<
  'aiaskArea',
  null,
  Pick<Shared, 'sessions'> & { accounts: AccountsService; avatars: AvatarService; catalog: CatalogService }
> = {
  name: 'aiaskArea',
  needs: { sessions: true, accounts: true, avatars: true, catalog: true },
  create: () => null,
  routes(app, _service, { sessions, accounts, avatars, catalog }) {
    app.get(AIASK_AREA_PATHS.userInfo, { schema: { tags, response: { 200: envelopeOf(UserInfo) } } }, async (request) => {
      const auth = requireAuth(request);
      return ok(await accounts.profiles.info(auth.user, auth.tenant));
    });
    app.get(AIASK_AREA_PATHS.logout, { schema: { tags, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
      // Logging out twice, or with an expired token, is still a successful logout.
      if (request.auth) await sessions.revoke(request.auth.token);
      return ok(null);
    });
    app.get(
      AIASK_AREA_PATHS.avatarPage,
      { schema: { tags, querystring: AvatarQuery, response: { 200: envelopeOf(pageOf(AvatarInfo)) } } },
      async (request) => {
        requireAuth(request);
        const { page, size, ...filter } = request.query;
        return ok(avatars.page(filter, page, size));
      },
    );
    app.get(
      AIASK_AREA_PATHS.backgroundPage,
      { schema: { tags, querystring: StockQuery, response: { 200: envelopeOf(StockPage) } } },
      async (request) => ok(catalog.listStock('backgrounds', request.query, uiLanguageOf(request))),
    );
    app.get(
      AIASK_AREA_PATHS.actionLibPage,
      { schema: { tags, querystring: ActionLibQuery, response: { 200: envelopeOf(pageOf(ActionLibItem)) } } },
      async (request) => {
        const language = uiLanguageOf(request);
        const { page, size } = request.query;
        const all = AVATAR_ACTION_TYPES.map((id) => ({ id, name: AVATAR_ACTION_NAMES[id][language], durationMs: GESTURE_MS[id] }));
        return ok({ items: all.slice((page - 1) * size, page * size), total: all.length, page, size });
      },
    );
    app.get(
      AIASK_AREA_PATHS.getAction,
      { schema: { tags, querystring: GetActionQuery, response: { 200: envelopeOf(z.array(PlannedAction)) } } },
      async (request) => ok(planGestures(request.query.text, request.query.durationMs)),
    );
  },
};

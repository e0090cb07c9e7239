import { describe, expect, it } from 'vitest';
import {
  AIASK_AREA_PATHS,
  type ActionLibItem,
  type AvatarInfo,
  type Page,
  type PlannedAction,
  type StockPage,
  type UserInfo,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';

describe.each(await testDatabases())('aiask area calls on $name', (target) => {
  let alice: TestUser;
  const api = useTestApp(target, {
    jobs: 'off',
    setup: async ({ newUser }) => {
      alice = await newUser();
    },
  });
  const { call } = api;

  it('answers the user under the area base and logs out', async () => {
    const me = await call<UserInfo>(alice, 'GET', AIASK_AREA_PATHS.userInfo);
    expect(me.status).toBe(200);
    expect(me.body.data.userId).toBe(alice.userId);
    expect((await call(null, 'GET', AIASK_AREA_PATHS.userInfo)).status).toBe(401);

    const leaving = await api.newUser();
    expect((await call(leaving, 'GET', AIASK_AREA_PATHS.logout)).status).toBe(200);
    expect((await call(leaving, 'GET', AIASK_AREA_PATHS.userInfo)).status).toBe(401);
    // A second logout with the dead token is still a logout.
    expect((await call(leaving, 'GET', AIASK_AREA_PATHS.logout)).status).toBe(200);
  });

  it('lists digital humans, stock backgrounds and the actions in the caller language', async () => {
    const avatars = await call<Page<AvatarInfo>>(alice, 'GET', `${AIASK_AREA_PATHS.avatarPage}?page=1&size=5`);
    expect(avatars.body.data.items).toHaveLength(5);
    expect(avatars.body.data.total).toBeGreaterThan(5);
    const backgrounds = await call<StockPage>(alice, 'GET', `${AIASK_AREA_PATHS.backgroundPage}?size=3`);
    expect(backgrounds.body.data.items.map((item) => item.kind)).toEqual(['backgrounds', 'backgrounds', 'backgrounds']);
    const actions = await call<Page<ActionLibItem>>(alice, 'GET', AIASK_AREA_PATHS.actionLibPage, undefined, { language: 'zhchs' });
    expect(actions.body.data.items.map((item) => [item.id, item.name])).toEqual([
      ['wave', '挥手'],
      ['point', '指引'],
      ['openHands', '摊手'],
      ['nod', '点头'],
    ]);
    const second = await call<Page<ActionLibItem>>(alice, 'GET', `${AIASK_AREA_PATHS.actionLibPage}?page=2&size=3`);
    expect(second.body.data.items.map((item) => item.id)).toEqual(['nod']);
  });

  it('plans the gestures of a spoken text, and refuses an empty one', async () => {
    const query = new URLSearchParams({ text: '您好，欢迎光临！', durationMs: '2500' });
    const planned = await call<PlannedAction[]>(alice, 'GET', `${AIASK_AREA_PATHS.getAction}?${query.toString()}`);
    expect(planned.body.data).toEqual([{ type: 'wave', startMs: 250, durationMs: 1600 }]);
    expect((await call(alice, 'GET', `${AIASK_AREA_PATHS.getAction}?text=&durationMs=100`)).status).toBe(400);
  });
});

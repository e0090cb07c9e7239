import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestClip } from '@orator/render';
import type { LiveProduct, LiveRoom, LiveScene } from '@orator/shared/live';
import { LIVE_PATHS } from '@orator/shared/live';
import type { AppContext } from '../../src/context.ts';
import { roomLines, updateLineIfText } from '../../src/pillars/live/live-repo.ts';
import { namespaceOf } from '../../src/kernel/storage/keys.ts';
import { findOwner } from '../../src/kernel/tenancy/owners-repo.ts';
import { RenderStorage } from '../../src/pillars/platform/storage/render-storage.ts';
import type { TestUser } from './users.ts';

type Call = <T>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => Promise<{ status: number; body: { data: T } }>;

/** A room with one open product, one scene and `lines` lines (not yet rendered). */
export async function liveRoomWithLines(call: Call, user: TestUser, lines: string[]) {
  const room = (
    await call<LiveRoom>(user, 'POST', LIVE_PATHS.rooms, { name: 'Tea room', ratio: 'landscape', roomType: 'digital', sceneType: 'shop' })
  ).body.data;
  const product = (await call<LiveProduct>(user, 'POST', LIVE_PATHS.products, { name: 'Green tea', category: 'drinks', materials: [] }))
    .body.data;
  await call(user, 'POST', LIVE_PATHS.roomProducts(room.id), { productId: product.id });
  const scene = (await call<LiveScene>(user, 'POST', LIVE_PATHS.sceneCreate, { roomId: room.id, productId: product.id, name: 'Opening' }))
    .body.data;
  if (lines.length > 0)
    await call(user, 'POST', LIVE_PATHS.sceneUpdate, {
      id: scene.id,
      lineGroups: [{ name: 'Greeting', linesList: lines.map((text) => ({ text })) }],
    });
  return { room, product, scene };
}

/**
 * Marks the room's lines rendered with short test clips (test patterns with a tone) instead of
 * the avatar synthesis, which the live-centre tests cover: the stream only copies clips.
 */
export async function renderLinesWithTestClips(
  ctx: AppContext,
  ownerId: string,
  tenantId: string,
  roomId: string,
  seconds = 3,
  size = { width: 640, height: 360 },
): Promise<void> {
  const user = await findOwner(ctx.db, ownerId);
  if (!user) throw new Error('no owner');
  const outputs = new RenderStorage(ctx.services.storage);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-clips-'));
  try {
    const sources = ['testsrc', 'testsrc2', 'smptebars', 'rgbtestsrc'];
    for (const [index, line] of (await roomLines(ctx.db, roomId)).entries()) {
      const file = await makeTestClip(path.join(dir, `${line.id}.mp4`), {
        source: sources[index % sources.length]!,
        ...size,
        seconds,
        tone: 300 + index * 110,
      });
      const key = `${namespaceOf(ownerId)}renders/live-test/${roomId}/${line.id}.mp4`;
      await outputs.storeOnce(user, tenantId, 'video', key, file);
      await updateLineIfText(ctx.db, line.id, line.text, {
        cmpStatus: 'success',
        videoKey: key,
        durationMs: seconds * 1000,
        renderedText: line.text,
      });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

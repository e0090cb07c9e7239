import type { Page } from '@orator/shared';
import {
  LineWriteResult,
  LIVE_PATHS,
  LiveCompositionStarted,
  LiveProduct,
  LiveRoom,
  LiveRoomSummary,
  LiveScene,
  type LineWriteBody,
  type LiveProductCreateBody,
  type LiveRoomCreateBody,
  type LiveRoomUpdateBody,
  type LiveSceneUpdateBody,
} from '@orator/shared/live';
import { LIVE_STREAM_PATHS, LiveStreamStatus, type LiveRtmpBody } from '@orator/shared/livestream';
import { z } from 'zod';
import { api } from '../lib/api/http.ts';

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** The live-centre calls (LIVE_PATHS). */
export const liveApi = {
  rooms: (page: number, size: number): Promise<Page<LiveRoomSummary>> =>
    api.get(LIVE_PATHS.rooms, { query: { page, size }, schema: pageOf(LiveRoomSummary) }),
  createRoom: (body: LiveRoomCreateBody): Promise<LiveRoom> => api.post(LIVE_PATHS.rooms, body, { schema: LiveRoom }),
  room: (id: string): Promise<LiveRoom> => api.get(LIVE_PATHS.room(id), { schema: LiveRoom, silent: true }),
  updateRoom: (id: string, body: LiveRoomUpdateBody, silent = false): Promise<LiveRoom> =>
    api.put(LIVE_PATHS.room(id), body, { schema: LiveRoom, silent }),
  copyRoom: (id: string): Promise<LiveRoom> => api.post(LIVE_PATHS.copy(id), undefined, { schema: LiveRoom }),
  deleteRoom: (id: string): Promise<unknown> => api.delete(LIVE_PATHS.room(id)),
  putProduct: (roomId: string, productId: string, isOpen: boolean): Promise<LiveRoom> =>
    api.post(LIVE_PATHS.roomProducts(roomId), { productId, isOpen }, { schema: LiveRoom }),
  checkGoLive: (roomId: string): Promise<unknown> => api.post(LIVE_PATHS.goLiveCheck(roomId)),
  products: (page: number, size: number): Promise<Page<LiveProduct>> =>
    api.get(LIVE_PATHS.products, { query: { page, size }, schema: pageOf(LiveProduct) }),
  createProduct: (body: LiveProductCreateBody): Promise<LiveProduct> => api.post(LIVE_PATHS.products, body, { schema: LiveProduct }),
  deleteProduct: (id: string): Promise<unknown> => api.delete(LIVE_PATHS.product(id)),
  createScene: (roomId: string, productId: string, name: string): Promise<LiveScene> =>
    api.post(LIVE_PATHS.sceneCreate, { roomId, productId, name }, { schema: LiveScene }),
  updateScene: (body: LiveSceneUpdateBody): Promise<LiveScene> => api.post(LIVE_PATHS.sceneUpdate, body, { schema: LiveScene }),
  deleteScene: (id: string): Promise<unknown> => api.post(LIVE_PATHS.sceneDelete, { id }),
  compose: (roomId: string): Promise<LiveCompositionStarted> =>
    api.post(LIVE_PATHS.composition, { roomId }, { schema: LiveCompositionStarted }),
  writeLines: (body: LineWriteBody): Promise<LineWriteResult> => api.post(LIVE_PATHS.writeLines, body, { schema: LineWriteResult }),
  streamStatus: (roomId: string): Promise<LiveStreamStatus> =>
    api.get(LIVE_STREAM_PATHS.status(roomId), { schema: LiveStreamStatus, silent: true }),
  goLive: (roomId: string): Promise<LiveStreamStatus> =>
    api.post(LIVE_STREAM_PATHS.goLive(roomId), undefined, { schema: LiveStreamStatus }),
  stopLive: (roomId: string): Promise<LiveStreamStatus> =>
    api.post(LIVE_STREAM_PATHS.stop(roomId), undefined, { schema: LiveStreamStatus }),
  saveRtmp: (roomId: string, body: LiveRtmpBody): Promise<LiveStreamStatus> =>
    api.put(LIVE_STREAM_PATHS.rtmp(roomId), body, { schema: LiveStreamStatus }),
};

type LiveCompositionStarted = z.infer<typeof LiveCompositionStarted>;

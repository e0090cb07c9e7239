/**
 * Live centre (issue 13 §1; spec §2-§5, §8; product-rules#live): rooms, products, scenes, line
 * groups and lines, the "scenes without lines" check before going live, the line-writing helper,
 * and queuing lines for synthesis into ready-to-stream segments.
 */
import crypto from 'node:crypto';
import type { Page, UiLanguage } from '@orator/shared';
import type {
  LineWriteBody,
  LiveProductCreateBody,
  LiveRoomCreateBody,
  LiveRoomUpdateBody,
  LiveSceneUpdateBody,
} from '@orator/shared/live';
import {
  DEFAULT_LIVE_TYPE,
  liveTypeAvailable,
  LiveDecoration,
  lineTemplates,
  LIVE_PATHS,
  MAX_MATERIALS_PER_ADD,
  needsResynthesis,
  normaliseLiveName,
  scenesWithoutLines,
  type LineWriteResult,
  type LiveLine,
  type LiveProduct,
  type LiveRoom,
  type LiveRoomSummary,
  type LiveScene,
} from '@orator/shared/live';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { LanguageModel } from '../../../kernel/ai/language-model.ts';
import type { VoiceService } from '../../studio/voices/index.ts';
import { writeLinesWithModel } from './line-writer.ts';
import {
  deleteOwnedIdleRoom,
  deleteOwnedProduct,
  deleteScene,
  findLineById,
  findOwnedProduct,
  findOwnedRoom,
  findScene,
  insertProduct,
  insertRoom,
  insertRoomContent,
  insertScene,
  pageOwnedProducts,
  pageOwnedRooms,
  productsByIds,
  putRoomProduct,
  queueLinesForSynthesis,
  renameScene,
  replaceSceneContent,
  resetRoomLines,
  roomGroups,
  roomLines,
  roomProducts,
  roomScenes,
  sceneLines,
  updateOwnedRoom,
  type LiveLineRecord,
  type LiveProductRecord,
  type LiveRoomRecord,
  type Owner,
} from '../live-repo.ts';
import { LIVE_SYNTHESIS_QUEUE, type LiveSynthesisJob } from '../synthesis.ts';

/** The voice a room speaks with when none was chosen (English, offline). */
export const DEFAULT_LIVE_VOICE = 'festival:en:slt';

const newId = () => crypto.randomUUID();

function nameOrRefuse(name: string) {
  const normalised = normaliseLiveName(name);
  if (!normalised) throw badRequest('nameRequired');
  return normalised;
}

function lineView(line: LiveLineRecord): LiveLine {
  const ready = line.cmpStatus === 'success';
  return {
    uuid: line.id,
    text: line.text,
    voiceId: line.voiceId,
    style: line.style as LiveLine['style'],
    audience: line.audience as LiveLine['audience'],
    cmpStatus: line.cmpStatus as LiveLine['cmpStatus'],
    duration: line.durationMs,
    audioUrl: ready && line.audioKey ? LIVE_PATHS.lineFile(line.id, 'audio') : null,
    vidoeUrl: ready && line.videoKey ? LIVE_PATHS.lineFile(line.id, 'video') : null,
    magicAudioId: null,
  };
}

function summaryOf(room: LiveRoomRecord): LiveRoomSummary {
  return {
    id: room.id,
    name: room.name,
    ratio: room.ratio as LiveRoomSummary['ratio'],
    roomType: room.roomType as LiveRoomSummary['roomType'],
    sceneType: room.sceneType as LiveRoomSummary['sceneType'],
    liveType: room.liveType as LiveRoomSummary['liveType'],
    lbrType: room.lbrType,
    streaming: room.streaming,
    avatarId: room.avatarId,
    voiceId: room.voiceId,
    createdAt: room.createdAt.toISOString(),
  };
}

function productOf(row: LiveProductRecord): LiveProduct {
  return {
    id: row.id,
    name: row.name,
    category: row.category as LiveProduct['category'],
    description: row.description,
    materials: row.materials as LiveProduct['materials'],
    createdAt: row.createdAt.toISOString(),
  };
}

export interface LiveDeps {
  db: AppDb;
  jobs: JobQueue;
  voices: VoiceService;
  model: LanguageModel | null;
}

export class LiveService {
  /** Run after a room is deleted: other modules remove what they keep of it outside the database. */
  readonly onRoomDeleted: Array<(roomId: string) => Promise<void>> = [];

  constructor(private readonly deps: LiveDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async room(caller: Owner, id: string): Promise<LiveRoomRecord> {
    const room = await findOwnedRoom(this.db, caller, id);
    if (!room) throw notFound();
    return room;
  }

  private voiceOrRefuse(voiceId: string): string {
    if (!this.deps.voices.find(voiceId)) throw badRequest('noRelatedSounds');
    return voiceId;
  }

  // Rooms

  async listRooms(caller: Owner, page: number, size: number): Promise<Page<LiveRoomSummary>> {
    const { rows, total } = await pageOwnedRooms(this.db, caller, page, size);
    return { items: rows.map(summaryOf), total, page, size };
  }

  async createRoom(caller: Owner, body: z.output<typeof LiveRoomCreateBody>): Promise<LiveRoom> {
    if (!liveTypeAvailable(body.liveType)) throw badRequest('liveTypeUnavailable');
    const room = await insertRoom(this.db, {
      id: newId(),
      ownerId: caller.ownerId,
      tenantId: caller.tenantId,
      name: nameOrRefuse(body.name),
      ratio: body.ratio,
      roomType: body.roomType,
      sceneType: body.sceneType,
      liveType: body.liveType ?? DEFAULT_LIVE_TYPE,
      voiceId: DEFAULT_LIVE_VOICE,
      decoration: LiveDecoration.parse({}),
    });
    return this.view(room);
  }

  async getRoom(caller: Owner, id: string): Promise<LiveRoom> {
    return this.view(await this.room(caller, id));
  }

  /**
   * Rename, choose the avatar and voice, decorate. A real-person room holds one avatar: replacing
   * it needs `replaceAvatar` (the UI asks first). What changes how a segment looks or sounds
   * sends every line back to preparing.
   */
  async updateRoom(caller: Owner, id: string, body: z.output<typeof LiveRoomUpdateBody>): Promise<LiveRoom> {
    const room = await this.room(caller, id);
    const changes: Parameters<typeof updateOwnedRoom>[3] = {};
    if (body.name !== undefined) changes.name = nameOrRefuse(body.name);
    if (body.avatarId !== undefined && body.avatarId !== room.avatarId) {
      if (room.roomType === 'realPerson' && room.avatarId && !body.replaceAvatar) throw conflict('realPersonRoomHasAvatar');
      changes.avatarId = body.avatarId;
    }
    if (body.voiceId !== undefined && body.voiceId !== room.voiceId) changes.voiceId = this.voiceOrRefuse(body.voiceId);
    if (body.decoration !== undefined) changes.decoration = body.decoration;
    const looksDifferent =
      changes.avatarId !== undefined ||
      changes.voiceId !== undefined ||
      (changes.decoration !== undefined && JSON.stringify(changes.decoration) !== JSON.stringify(room.decoration));
    const updated = await this.db.transaction(async (tx) => {
      const row = await updateOwnedRoom(tx, caller, id, changes);
      if (row && looksDifferent) await resetRoomLines(tx, id);
      return row;
    });
    if (!updated) throw notFound();
    return this.view(updated);
  }

  /** A copy with its products, scenes and lines; segments are rendered again for the copy. */
  async copyRoom(caller: Owner, id: string, language: UiLanguage): Promise<LiveRoom> {
    const source = await this.room(caller, id);
    const suffix = language === 'en' ? ' (copy)' : '（副本）';
    const copy = await this.db.transaction(async (tx) => {
      const room = await insertRoom(tx, {
        ...source,
        id: newId(),
        name: `${source.name.slice(0, 50 - suffix.length)}${suffix}`,
        streaming: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const ids = new Map<string, string>();
      const mapped = (old: string) => {
        const existing = ids.get(old);
        if (existing) return existing;
        const fresh = newId();
        ids.set(old, fresh);
        return fresh;
      };
      await insertRoomContent(tx, {
        products: (await roomProducts(tx, id)).map((row) => ({ ...row, id: newId(), roomId: room.id })),
        scenes: (await roomScenes(tx, id)).map((row) => ({ ...row, id: mapped(row.id), roomId: room.id })),
        groups: (await roomGroups(tx, id)).map((row) => ({ ...row, id: mapped(row.id), roomId: room.id, sceneId: mapped(row.sceneId) })),
        lines: (await roomLines(tx, id)).map((row) => ({
          ...row,
          id: newId(),
          roomId: room.id,
          sceneId: mapped(row.sceneId),
          groupId: mapped(row.groupId),
          cmpStatus: 'preparing',
          audioKey: null,
          videoKey: null,
          renderedText: null,
          durationMs: 0,
        })),
      });
      return room;
    });
    return this.view(copy);
  }

  /** §4/§8: a room on air is not deleted. */
  async deleteRoom(caller: Owner, id: string): Promise<void> {
    const room = await this.room(caller, id);
    if (room.streaming) throw conflict('roomStreamingCannotDelete');
    const deleted = await this.db.transaction((tx) => deleteOwnedIdleRoom(tx, caller, id));
    if (!deleted) throw conflict('roomStreamingCannotDelete');
    for (const hook of this.onRoomDeleted) {
      // The room is gone for the user; a clean-up that failed is for the operator's log.
      await hook(id).catch((error: unknown) => console.error(`live room ${id}: clean-up after delete failed`, error));
    }
  }

  async putProduct(caller: Owner, roomId: string, productId: string, isOpen: boolean): Promise<LiveRoom> {
    const room = await this.room(caller, roomId);
    if (!(await findOwnedProduct(this.db, caller, productId))) throw notFound();
    await putRoomProduct(this.db, roomId, productId, isOpen, newId());
    return this.view(room);
  }

  /** §8: every open scene needs lines before the room goes live. */
  async checkGoLive(caller: Owner, roomId: string): Promise<void> {
    const view = await this.getRoom(caller, roomId);
    const products = view.productList.map((product) => ({
      isOpen: product.isOpen,
      scenes: product.sceneList.map((scene) => ({
        id: scene.id,
        name: scene.name,
        lineCount: scene.lineGroups.reduce((sum, group) => sum + group.linesList.length, 0),
      })),
    }));
    const openScenes = products.filter((product) => product.isOpen).flatMap((product) => product.scenes);
    if (openScenes.length === 0 || scenesWithoutLines(products).length > 0) throw badRequest('scenesWithoutLines');
  }

  // Products

  async listProducts(caller: Owner, page: number, size: number): Promise<Page<LiveProduct>> {
    const { rows, total } = await pageOwnedProducts(this.db, caller, page, size);
    return { items: rows.map(productOf), total, page, size };
  }

  async createProduct(caller: Owner, body: z.output<typeof LiveProductCreateBody>): Promise<LiveProduct> {
    const name = nameOrRefuse(body.name);
    if (body.materials.length > MAX_MATERIALS_PER_ADD) throw badRequest('liveMaterialsTooMany');
    const row = await insertProduct(this.db, {
      id: newId(),
      ownerId: caller.ownerId,
      tenantId: caller.tenantId,
      name,
      category: body.category,
      description: body.description.trim(),
      materials: body.materials,
    });
    return productOf(row);
  }

  async deleteProduct(caller: Owner, id: string): Promise<void> {
    const deleted = await this.db.transaction((tx) => deleteOwnedProduct(tx, caller, id));
    if (!deleted) throw notFound();
  }

  // Scenes and lines

  async createScene(caller: Owner, body: { roomId: string; productId: string; name: string }): Promise<LiveScene> {
    const room = await this.room(caller, body.roomId);
    const inRoom = (await roomProducts(this.db, room.id)).some((row) => row.productId === body.productId);
    if (!inRoom) throw notFound();
    const scene = await insertScene(this.db, { id: newId(), roomId: room.id, productId: body.productId, name: nameOrRefuse(body.name) });
    return { id: scene.id, roomId: scene.roomId, productId: scene.productId, name: scene.name, lineGroups: [] };
  }

  /** The scene and the room it is in, only when the room is the caller's. */
  private async sceneOf(caller: Owner, sceneId: string) {
    const scene = await findScene(this.db, sceneId);
    const room = scene ? await findOwnedRoom(this.db, caller, scene.roomId) : null;
    if (!scene || !room) throw notFound();
    return { scene, room };
  }

  /**
   * Spec §7 lbr/scene/update: the scene's name and its line groups with their lines, as given.
   * A kept line (same uuid) keeps its segment when its text and voice are unchanged.
   */
  async updateScene(caller: Owner, body: z.output<typeof LiveSceneUpdateBody>): Promise<LiveScene> {
    const { scene, room } = await this.sceneOf(caller, body.id);
    const name = body.name !== undefined ? nameOrRefuse(body.name) : scene.name;
    await this.db.transaction(async (tx) => {
      if (name !== scene.name) await renameScene(tx, scene.id, name);
      if (!body.lineGroups) return;
      const before = new Map((await sceneLines(tx, scene.id)).map((line) => [line.id, line]));
      const groups = body.lineGroups.map((group, position) => ({
        id: group.id && !group.id.includes('/') ? group.id : newId(),
        roomId: room.id,
        sceneId: scene.id,
        name: nameOrRefuse(group.name),
        position,
      }));
      const usedIds = new Set<string>();
      const lines = body.lineGroups.flatMap((group, groupIndex) =>
        group.linesList.map((input, position) => {
          const text = input.text.trim();
          if (!text) throw badRequest('segmentTextRequired');
          const voiceId = input.voiceId ? this.voiceOrRefuse(input.voiceId) : room.voiceId;
          const old = input.uuid ? before.get(input.uuid) : undefined;
          const keep = old && !usedIds.has(old.id) && !needsResynthesis(old, { text, voiceId });
          const id = old && !usedIds.has(old.id) ? old.id : newId();
          usedIds.add(id);
          const segment = keep
            ? {
                cmpStatus: old.cmpStatus,
                durationMs: old.durationMs,
                audioKey: old.audioKey,
                videoKey: old.videoKey,
                renderedText: old.renderedText,
              }
            : { cmpStatus: 'preparing', durationMs: 0, audioKey: null, videoKey: null, renderedText: null };
          return {
            id,
            roomId: room.id,
            sceneId: scene.id,
            groupId: groups[groupIndex]!.id,
            position,
            text,
            voiceId,
            style: input.style,
            audience: input.audience,
            ...segment,
          };
        }),
      );
      await replaceSceneContent(tx, scene.id, groups, lines);
    });
    const view = await this.view(room);
    const updated = view.productList.flatMap((product) => product.sceneList).find((candidate) => candidate.id === scene.id);
    if (!updated) throw notFound();
    return updated;
  }

  async updateScenes(caller: Owner, scenes: z.output<typeof LiveSceneUpdateBody>[]): Promise<LiveScene[]> {
    const updated: LiveScene[] = [];
    for (const scene of scenes) updated.push(await this.updateScene(caller, scene));
    return updated;
  }

  async deleteScene(caller: Owner, sceneId: string): Promise<void> {
    const { scene } = await this.sceneOf(caller, sceneId);
    await this.db.transaction((tx) => deleteScene(tx, scene.id));
  }

  /** Spec §7 lbr/composition/video: queue the room's lines that have no ready segment. */
  async compose(caller: Owner, roomId: string, sceneIds: string[] | undefined): Promise<{ jobId: string | null; lines: number }> {
    const room = await this.room(caller, roomId);
    const queued = await queueLinesForSynthesis(this.db, room.id, sceneIds ?? null);
    if (queued.length === 0) return { jobId: null, lines: 0 };
    const data: LiveSynthesisJob = { roomId: room.id, lineIds: queued.map((line) => line.id) };
    const jobId = await this.deps.jobs.enqueue(LIVE_SYNTHESIS_QUEUE, data, caller);
    return { jobId, lines: queued.length };
  }

  /** The line-writing helper: the language model when configured (or when it fails: templates). */
  async writeLines(caller: Owner, body: z.output<typeof LineWriteBody>, language: UiLanguage): Promise<LineWriteResult> {
    const product = await findOwnedProduct(this.db, caller, body.productId);
    if (!product) throw notFound();
    const input = {
      productName: product.name,
      description: product.description,
      style: body.style,
      audience: body.audience,
      language,
      count: body.count,
    };
    if (this.deps.model) {
      const lines = await writeLinesWithModel(this.deps.model, input).catch(() => null);
      if (lines && lines.length > 0) return { lines, mode: 'model' };
    }
    return { lines: lineTemplates(input), mode: 'template' };
  }

  /** A line's stored file, when its room is the caller's and its segment is ready. */
  async lineFileKey(caller: Owner, lineId: string, kind: 'video' | 'audio'): Promise<{ ownerId: string; key: string }> {
    const line = await findLineById(this.db, lineId);
    const room = line ? await findOwnedRoom(this.db, caller, line.roomId) : null;
    const key = kind === 'video' ? line?.videoKey : line?.audioKey;
    if (!line || !room || !key || line.cmpStatus !== 'success') throw notFound();
    return { ownerId: room.ownerId, key };
  }

  /** The room with its products, scenes, groups and lines (spec §3 productList). */
  async view(room: LiveRoomRecord): Promise<LiveRoom> {
    const [links, scenes, groups, lines] = await Promise.all([
      roomProducts(this.db, room.id),
      roomScenes(this.db, room.id),
      roomGroups(this.db, room.id),
      roomLines(this.db, room.id),
    ]);
    const products = new Map(
      (
        await productsByIds(
          this.db,
          room,
          links.map((link) => link.productId),
        )
      ).map((row) => [row.id, row]),
    );
    const sceneView = (scene: (typeof scenes)[number]): LiveScene => ({
      id: scene.id,
      roomId: scene.roomId,
      productId: scene.productId,
      name: scene.name,
      lineGroups: groups
        .filter((group) => group.sceneId === scene.id)
        .map((group) => ({ id: group.id, name: group.name, linesList: lines.filter((line) => line.groupId === group.id).map(lineView) })),
    });
    return {
      ...summaryOf(room),
      decoration: LiveDecoration.parse(room.decoration),
      productList: links.flatMap((link) => {
        const product = products.get(link.productId);
        if (!product) return [];
        return [
          {
            productId: product.id,
            name: product.name,
            category: product.category as LiveProduct['category'],
            isOpen: link.isOpen,
            sceneList: scenes.filter((scene) => scene.productId === product.id).map(sceneView),
          },
        ];
      }),
    };
  }
}

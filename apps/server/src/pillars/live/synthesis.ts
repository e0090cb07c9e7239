/**
 * The `live.synthesise` job (spec §7 lbr/composition/video, §4 cmpStatus): each queued line is
 * spoken and rendered with the room's avatar and decoration by the studio's engine into one MP4
 * segment (and its sound as M4A), so the streamer only copies files. preparing -> synthesizing ->
 * success | fail per line; the job reports progress over the lines.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@orator/process';
import {
  buildLiveNormaliseArgs,
  DEFAULT_CODEC,
  renderProject,
  type LiveFormat,
  type RenderOptions,
  type RenderResult,
} from '@orator/render';
import { LiveDecoration, liveRoomLayout } from '@orator/shared/live';
import { projectSchema, type Project } from '@orator/shared/project';
import type { SpeechService } from '@orator/speech';
import type { AppDb } from '../../kernel/db/client.ts';
import type { UserRow } from '../../kernel/tenancy/sessions.ts';
import { JobCancelledError, type JobContext } from '../../kernel/jobs/queue.ts';
import type { RenderStorage, StorageService } from '../platform/storage/index.ts';
import { namespaceOf, PROJECT_OUTPUTS_FOLDER } from '../../kernel/storage/keys.ts';
import { findOwner } from '../../kernel/tenancy/owners-repo.ts';
import {
  findLine,
  findOwnedProduct,
  findOwnedRoom,
  findScene,
  updateLineIfText,
  type LiveLineRecord,
  type LiveRoomRecord,
} from './live-repo.ts';

/** The job that synthesises a room's queued lines (queued by the rooms module, run by the worker). */
export const LIVE_SYNTHESIS_QUEUE = 'live.synthesise';
export interface LiveSynthesisJob {
  roomId: string;
  lineIds: string[];
}

/** A room's stream, the embedded default: 720p, 25 fps, 2 s segments (the streamer's window is 6). */
export const LIVE_FORMAT_720P: LiveFormat = { width: 1280, height: 720, fps: 25, segmentSeconds: 2 };

/** A portrait room streams upright (720x1280), as its lines are rendered. */
export function liveFormatFor(ratio: string): LiveFormat {
  return ratio === 'portrait' ? { ...LIVE_FORMAT_720P, width: 720, height: 1280 } : LIVE_FORMAT_720P;
}

/** The avatar a room without a chosen one is rendered with. */
export const DEFAULT_LIVE_AVATAR = 'sys-0003';

export interface SynthesisDeps {
  db: AppDb;
  storage: StorageService;
  speechFor: (owner: { ownerId: string; tenantId: string }) => SpeechService;
}

/** What a live clip says: a line of the room, or a reply to the audience. */
export type LiveSpeech = Pick<LiveLineRecord, 'id' | 'text' | 'voiceId'>;

/** One page: background, the avatar where the decoration puts it, captions, the line spoken. */
export function lineProject(room: LiveRoomRecord, line: LiveSpeech, productName: string | null): Project {
  const decoration = LiveDecoration.parse(room.decoration);
  const portrait = room.ratio === 'portrait';
  const layout = liveRoomLayout(portrait ? 'portrait' : 'landscape', decoration);
  const { frame } = layout;
  const text = (uuid: string, value: string, box: typeof layout.productCard, style: Record<string, unknown>) => ({
    uuid,
    type: 'text',
    text: value,
    position: box,
    zIndex: 2,
    style: { font: 'Arial', fontSize: 24, bold: true, align: 'center', ...style },
  });
  const elements: unknown[] = [];
  if (decoration.background)
    elements.push({
      uuid: 'bg',
      type: 'image',
      url: decoration.background,
      isBg: 1,
      position: { width: frame.width, height: frame.height },
    });
  elements.push({
    uuid: 'avatar',
    type: 'digitalMan',
    url: '',
    speaker_id: room.avatarId ?? DEFAULT_LIVE_AVATAR,
    position: layout.avatar,
    zIndex: 1,
  });
  if (decoration.productCard && productName)
    elements.push(text('product-card', productName, layout.productCard, { color: '#222222', fill: '#ffffffdd', align: 'left' }));
  layout.stickers.forEach(({ text: value, ...box }, index) =>
    elements.push(text(`sticker-${index}`, value, box, { color: '#ffffff', fill: '#e5484dcc', fontSize: 20 })),
  );
  if (decoration.captions) elements.push({ uuid: 'captions', type: 'subtitle', srt_len: portrait ? 30 : 90, srt_show: true });
  elements.push({ uuid: 'speech', type: 'dubbing', text: line.text, voiceId: line.voiceId });
  return projectSchema.parse({
    id: line.id,
    projectName: room.name,
    projectType: 'Lamination',
    ratio: portrait ? 1 : 0,
    ppts: [{ uuid: 'page', elements }],
  });
}

function segmentKeys(ownerId: string, roomId: string, lineId: string) {
  const folder = `${namespaceOf(ownerId)}${PROJECT_OUTPUTS_FOLDER}live/${roomId}/${lineId}-${Date.now()}/`;
  return { video: `${folder}line.mp4`, audio: `${folder}line.m4a` };
}

/** The product a line's scene presents (shown on the product card). */
export async function productNameOfScene(db: AppDb, owner: { ownerId: string; tenantId: string }, sceneId: string): Promise<string | null> {
  const scene = await findScene(db, sceneId);
  return scene ? ((await findOwnedProduct(db, owner, scene.productId))?.name ?? null) : null;
}

/** The line's sound alone (M4A), for players that want audio only. */
async function storeAudio(storage: StorageService, user: UserRow, tenantId: string, key: string, file: string): Promise<void> {
  const size = (await fs.stat(file)).size;
  await storage.putObject(
    { user, userId: user.id, tenantId },
    { key, relative: key.slice(namespaceOf(user.id).length) },
    createReadStream(file),
    { contentType: 'audio/mp4', contentLength: size, batchSize: null },
  );
}

export function synthesisJobHandler(deps: SynthesisDeps) {
  const outputs = deps.storage.renders;
  return async (job: JobContext<LiveSynthesisJob>) => {
    const owner = { ownerId: job.ownerId, tenantId: job.tenantId };
    const room = await findOwnedRoom(deps.db, owner, job.data.roomId);
    const user = await findOwner(deps.db, job.ownerId);
    if (!room || !user) return { skipped: 'room gone' };
    const speech = deps.speechFor(owner);
    let done = 0;
    const results = { success: 0, fail: 0 };
    for (const lineId of job.data.lineIds) {
      if (job.signal.aborted) throw new JobCancelledError();
      const line = await findLine(deps.db, room.id, lineId);
      if (line && line.cmpStatus === 'preparing') {
        const productName = await productNameOfScene(deps.db, owner, line.sceneId);
        const ok = await synthesiseLine(deps, outputs, { room, line, productName, user, speech, signal: job.signal });
        results[ok ? 'success' : 'fail'] += 1;
      }
      done += 1;
      await job.reportProgress(Math.round((done * 100) / job.data.lineIds.length), 'synthesizing');
    }
    return results;
  };
}

/**
 * THE one place a live clip is rendered (lines ahead of time, replies on the fly): the room's
 * avatar and decoration saying `speech`, at 720p. `streamReady` (replies, which must be on air
 * within seconds) encodes it stream-uniform in the room's stream format with the streamer's own
 * codec settings, so the streamer cuts it without a second encode.
 */
export function renderLiveClip(
  room: LiveRoomRecord,
  speech: LiveSpeech,
  productName: string | null,
  opts: { outDir: string; speech: SpeechService; assets: RenderOptions['assets']; signal?: AbortSignal; streamReady?: boolean },
): Promise<RenderResult> {
  return renderProject(lineProject(room, speech, productName), {
    outDir: opts.outDir,
    tier: '720p',
    speech: opts.speech,
    assets: opts.assets,
    signal: opts.signal,
    ...(opts.streamReady ? { codec: DEFAULT_CODEC, streamSegmentSeconds: liveFormatFor(room.ratio).segmentSeconds } : {}),
  });
}

/** A rendered clip (a stored line's segment) made stream-uniform in the room's stream format. */
export async function makeStreamReady(room: LiveRoomRecord, input: string, durationMs: number, output: string): Promise<void> {
  const clip = { path: input, hasAudio: true, durationSeconds: durationMs / 1000 };
  await runProcess('ffmpeg', buildLiveNormaliseArgs(clip, output, liveFormatFor(room.ratio), DEFAULT_CODEC));
}

async function synthesiseLine(
  deps: SynthesisDeps,
  outputs: RenderStorage,
  work: {
    room: LiveRoomRecord;
    line: LiveLineRecord;
    productName: string | null;
    user: UserRow;
    speech: SpeechService;
    signal: AbortSignal;
  },
): Promise<boolean> {
  const { room, line } = work;
  await updateLineIfText(deps.db, line.id, line.text, { cmpStatus: 'synthesizing' });
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-live-line-'));
  try {
    const result = await renderLiveClip(room, line, work.productName, {
      outDir,
      speech: work.speech,
      assets: outputs.assetLoader(room.ownerId, path.join(outDir, 'assets')),
      signal: work.signal,
    });
    const audioPath = path.join(outDir, 'line.m4a');
    await runProcess('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', result.videoPath, '-vn', '-c:a', 'copy', audioPath]);
    const keys = segmentKeys(room.ownerId, room.id, line.id);
    await outputs.storeOnce(work.user, room.tenantId, 'video', keys.video, result.videoPath);
    await storeAudio(deps.storage, work.user, room.tenantId, keys.audio, audioPath);
    const stored = await updateLineIfText(deps.db, line.id, line.text, {
      cmpStatus: 'success',
      durationMs: result.durationMs,
      videoKey: keys.video,
      audioKey: keys.audio,
      renderedText: line.text,
      failureReason: null,
    });
    // Edited meanwhile: the segment says old words; the new text waits for its own synthesis.
    if (!stored) for (const key of [keys.video, keys.audio]) await deps.storage.deleteObject(room.ownerId, key).catch(() => undefined);
    return true;
  } catch (error) {
    if (work.signal.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    await updateLineIfText(deps.db, line.id, line.text, { cmpStatus: 'fail', failureReason: reason.slice(0, 500) });
    return false;
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

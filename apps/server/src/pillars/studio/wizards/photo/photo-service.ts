import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  checkCrop,
  checkPhotoFile,
  checkPhotoLines,
  CreateProjectBody,
  faceCrop,
  isErrorKey,
  messageFor,
  PHOTO_AUDIO_MAX_BYTES,
  PHOTO_TOOL_QUEUE,
  photoAudioRefusal,
  readPhotoHeader,
  safeFileStem,
  STORAGE_PATHS,
  type ComposeResult,
  type PhotoAudio,
  type PhotoJob,
  type PhotoJobStarted,
  type PhotoStage,
  type PhotoToolBody,
  type UiLanguage,
} from '@orator/shared';
import type { z } from 'zod';
import type { PhotoComposeBody as PhotoComposeSchema } from '@orator/shared';
import { badRequest, notFound, tooLarge } from '../../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../../kernel/http/multipart-form.ts';
import type { JobQueue } from '../../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import { headOfFile } from '../../../../kernel/storage/content-sniff.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { namespaceOf } from '../../../../kernel/storage/keys.ts';
import { probeFile } from '../../../../kernel/media/probe.ts';
import type { UserAvatarsService } from '../../user-avatars/index.ts';
import { newUserAvatarId } from '../../../../kernel/storage/keys.ts';
import type { Composer } from '../../video/index.ts';
import type { VideoService } from '../../video/index.ts';
import { photoDocument } from './photo-document.ts';
import { photoKeys, storeFile } from './photo-files.ts';
import type { PhotoDetails, PhotoJobData, PhotoJobResult } from './photo-jobs.ts';

export interface PhotoCaller extends Composer {
  user: UserRow;
  userId: string;
}

const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/vnd.wave': 'wav', 'audio/x-wav': 'wav' };

/** The talking photo's requests: photo upload and tools (as jobs), line audio, compose. */
export class PhotoService {
  constructor(
    private readonly storage: StorageService,
    private readonly jobs: JobQueue,
    private readonly avatars: UserAvatarsService,
    private readonly video: VideoService,
    /** Catalogue voices plus the owner's ready voice profiles (`profile:{id}`). */
    private readonly knownVoiceFor: (owner: { ownerId: string; tenantId: string }) => Promise<(voiceId: string) => boolean>,
  ) {}

  /** Checks the file by its bytes (JPEG/PNG, size, pixels), stores it and starts face recognition. */
  async upload(caller: PhotoCaller, file: ReceivedFile): Promise<PhotoJobStarted> {
    if (file.tooLarge) throw tooLarge();
    const header = readPhotoHeader(await headOfFile(file.path, 256 * 1024));
    const refusal = checkPhotoFile(file.size, header);
    if (refusal === 'fileSizeExceeded') throw tooLarge();
    if (refusal || !header) throw badRequest(refusal ?? 'photoFormatNotSupported');
    const avatarId = newUserAvatarId();
    const originalKey = photoKeys.original(caller.userId, avatarId, header.format === 'png' ? 'png' : 'jpg');
    await storeFile(this.storage, caller.user, caller.tenantId, originalKey, file.path, `image/${header.format}`);
    const name = safeFileStem(file.fileName.replace(/\.[^.]+$/, ''), 'Photo').slice(0, 50);
    const data: PhotoJobData = { op: 'recognize', avatarId, name, originalKey };
    try {
      return { jobId: await this.jobs.enqueue(PHOTO_TOOL_QUEUE, data, caller), stage: 'recognizing' };
    } catch (error) {
      await this.avatars.deleteFiles(caller.userId, avatarId).catch(() => undefined);
      throw error;
    }
  }

  /** Rebuilds the cover from the photo with the chosen colour, high definition and crop (one job; cancel keeps the old cover). */
  async tool(caller: PhotoCaller, body: PhotoToolBody): Promise<PhotoJobStarted> {
    const row = await this.avatars.find(caller, body.avatarId);
    if (!row || row.kind !== 'photo') throw notFound();
    const details = row.data as Partial<PhotoDetails>;
    if (row.status !== 'ready' || !details.baseFace) throw badRequest('photoAvatarNotReady');
    if (body.options.crop) {
      const image = { width: details.baseFace.width, height: details.baseFace.height };
      const refusal = checkCrop(faceCrop(details.baseFace.box, image, body.options.crop), image);
      if (refusal) throw badRequest(refusal);
    }
    const before = details.options;
    const stage: PhotoStage =
      body.options.enhance && !before?.enhance ? 'enhancing' : body.options.color && !before?.color ? 'colorizing' : 'cropping';
    const data: PhotoJobData = { op: 'tools', avatarId: row.id, options: body.options, stage };
    return { jobId: await this.jobs.enqueue(PHOTO_TOOL_QUEUE, data, caller), stage };
  }

  /** A photo job as the wizard shows it: running with its stage, done with the avatar, or refused with the §8 message. */
  async job(caller: PhotoCaller, jobId: string, language: UiLanguage): Promise<PhotoJob> {
    const job = await this.jobs.get(jobId, caller);
    if (!job || job.queue !== PHOTO_TOOL_QUEUE) throw notFound();
    const stage = (job.message as PhotoStage | null) ?? 'recognizing';
    const base = { jobId, stage, progress: job.progress, avatar: null, errorKey: null, error: null };
    if (job.state === 'queued' || job.state === 'active') return { ...base, state: 'running' };
    if (job.state === 'cancelled') return { ...base, state: 'cancelled' };
    const result = job.result as PhotoJobResult | null;
    if (job.state === 'completed' && result?.ok) {
      const row = await this.avatars.find(caller, result.avatarId);
      return { ...base, state: 'done', progress: 100, avatar: row ? await this.avatars.view(row) : null };
    }
    const key = result && !result.ok && isErrorKey(result.errorKey) ? result.errorKey : 'photoAvatarCreationFailed';
    return { ...base, state: 'failed', errorKey: key, error: messageFor(key, language) };
  }

  /** A line's own audio: mp3 or wav by content, at most 3 minutes (spec §5), kept in the user's storage. */
  async audio(caller: PhotoCaller, file: ReceivedFile): Promise<PhotoAudio> {
    if (file.tooLarge || file.size > PHOTO_AUDIO_MAX_BYTES) throw tooLarge();
    if (file.size === 0) throw badRequest('emptyFile');
    const type = await fileTypeFromBuffer(await headOfFile(file.path));
    const extension = type ? AUDIO_EXTENSIONS[type.mime] : undefined;
    if (!extension) throw badRequest('audioUnreadable');
    const probe = await probeFile(file.path, 'audio');
    const durationMs = probe.ok ? (probe.durationMs ?? 0) : 0;
    const refusal = photoAudioRefusal(durationMs);
    if (refusal) throw badRequest(refusal);
    const relative = `photo-audio/${crypto.randomUUID()}.${extension}`;
    await storeFile(this.storage, caller.user, caller.tenantId, `${namespaceOf(caller.userId)}${relative}`, file.path, type!.mime);
    return { url: STORAGE_PATHS.object(relative), name: file.fileName, durationMs };
  }

  /** Creates the page project (one page per line, the photo avatar on each) and composes it at once. */
  async compose(caller: PhotoCaller, body: z.output<typeof PhotoComposeSchema>): Promise<ComposeResult> {
    const row = await this.avatars.find(caller, body.avatarId);
    if (!row || row.kind !== 'photo') throw notFound();
    const view = await this.avatars.view(row);
    if (row.status !== 'ready' || !view.face || !view.coverUrl) throw badRequest('photoAvatarNotReady');
    const refusal = checkPhotoLines(
      body.chats,
      body.roles.map((role) => role.id),
    );
    if (refusal) throw badRequest(refusal);
    const knownVoice = await this.knownVoiceFor({ ownerId: caller.ownerId, tenantId: caller.tenantId });
    if (body.roles.some((role) => !knownVoice(role.voiceId))) throw badRequest('noRelatedSounds');
    for (const chat of body.chats) {
      if (chat.audioUrl && !(await this.ownsStoredAudio(caller.userId, chat.audioUrl))) throw badRequest('audioUnreadable');
    }
    const document = photoDocument({ id: row.id, coverUrl: view.coverUrl, face: view.face }, body.chats, body.roles, body.ratio);
    const project = await this.video.projects.create(
      caller,
      CreateProjectBody.parse({ ...document, projectName: body.projectName, projectType: 'Lamination', ratio: body.ratio }),
    );
    const { resolution, watermark, videoName } = body;
    // A refused compose leaves the project as a draft the user can fix in the page editor.
    return this.video.compose.compose(caller, project.id, { resolution, watermark, videoName }, knownVoice);
  }

  private async ownsStoredAudio(ownerId: string, url: string): Promise<boolean> {
    const prefix = STORAGE_PATHS.object('');
    if (!url.startsWith(prefix)) return false;
    const relative = decodeURIComponent(url.slice(prefix.length));
    if (!relative.startsWith('photo-audio/')) return false;
    return (await this.storage.headObject(ownerId, `${namespaceOf(ownerId)}${relative}`)) !== null;
  }
}

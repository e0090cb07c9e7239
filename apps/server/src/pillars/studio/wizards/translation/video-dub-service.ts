/**
 * Video translation and dubbing (product-rules#video-dub): the upload checked against spec §5, the
 * project's segments and subtitle settings, and the jobs that recognise and dub it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { runProcess } from '@orator/process';
import { defaultVoiceFor, messageFor, PLAN_ABILITIES, planTierFor, profileIdOfVoice, type UiLanguage } from '@orator/shared';
import type { VideoDubUpdateBody } from '@orator/shared/wizards';
import {
  checkTranslationChoices,
  checkTranslationUpload,
  DEFAULT_SUBTITLE_INFO,
  segmentsAreValid,
  SubtitleInfo,
  TRANSLATION_LANGUAGES,
  TRANSLATION_PEOPLE,
  type DubSegment,
  type TranslationRefusal,
  type VideoDubOptions,
  type VideoDubProject,
} from '@orator/shared/wizards';
import type { SpeechService } from '@orator/speech';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { AppError, badRequest, notFound } from '../../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../../kernel/http/multipart-form.ts';
import type { JobQueue } from '../../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import { isActiveMember } from '../../../../kernel/tenancy/membership.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { headOfFile } from '../../../../kernel/storage/content-sniff.ts';
import { namespaceOf } from '../../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../../kernel/storage/media-links.ts';
import { buildMediaProbeArgs, interpretFfprobe } from '../../../../kernel/media/probe.ts';
import { DubFiles, sourceKeyFor } from './dub-files.ts';
import { VIDEO_DUB_RECOGNISE_QUEUE, VIDEO_DUB_RENDER_QUEUE, type DubJobData } from './dub-pipeline.ts';
import type { TimedTranscriber } from '../../../../kernel/ai/asr/transcriber.ts';
import type { MachineTranslator } from './translator.ts';
import {
  deleteOwnedDub,
  findOwnedDub,
  insertDub,
  pageOwnedDubs,
  updateOwnedDub,
  type Owner,
  type VideoDubRecord,
} from './video-dub-repo.ts';

export interface DubCaller extends Owner {
  user: UserRow;
  userId: string;
}

export interface UploadFields {
  videoLanguage?: string;
  targetLanguage?: string;
  people?: number;
  name?: string;
  subtitle: 'true' | 'false';
  burnSubtitles: 'true' | 'false';
  lipSync: 'true' | 'false';
}

const EXTENSION_OF: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };
/** States in which no job works on the project: it may be edited or rendered. */
const IDLE_STATES = ['generated', 'success', 'failure'] as const;

export interface VideoDubDeps {
  db: AppDb;
  jobs: JobQueue;
  storage: StorageService;
  speech: SpeechService;
  /** The language a catalogue voice or one of the owner's own ready voices (`profile:{id}`) speaks. */
  voiceLanguageFor: (owner: Owner, voiceId: string) => Promise<string | undefined>;
  translator: MachineTranslator;
  transcriber: TimedTranscriber;
  lipSyncAvailable: boolean;
}

function labelOf(code: string, language: UiLanguage): string {
  const entry = TRANSLATION_LANGUAGES.find((l) => l.code === code);
  return entry ? entry.labels[language] : code;
}

function refuse(refusal: TranslationRefusal): never {
  throw new AppError(refusal.key, refusal.key === 'fileSizeExceeded' ? 413 : 400, refusal.params);
}

export class VideoDubService {
  private readonly files: DubFiles;

  constructor(private readonly deps: VideoDubDeps) {
    this.files = new DubFiles(deps.storage);
  }

  private planMaxMs(user: UserRow): number {
    return PLAN_ABILITIES[planTierFor({ activeMember: isActiveMember(user), ultra: user.ultra })].translationMaxMs;
  }

  private speakable(language: string): boolean {
    return this.deps.speech.voicesFor(language).length > 0;
  }

  options(caller: DubCaller): VideoDubOptions {
    const codes = TRANSLATION_LANGUAGES.map((l) => l.code);
    return {
      languages: TRANSLATION_LANGUAGES.map((l) => ({ code: l.code, labels: { ...l.labels } })),
      recognisable: codes.filter((code) => this.deps.transcriber.supports(code)),
      pairs: codes.flatMap((source) =>
        codes.flatMap((target) => {
          const route = source === target ? null : this.deps.translator.route(source, target);
          return route ? [{ source, target, route: { engine: route.engine, pivot: route.engine === 'offline' ? route.pivot : null } }] : [];
        }),
      ),
      speakable: codes.filter((code) => this.speakable(code)),
      people: [...TRANSLATION_PEOPLE],
      planMaxMs: this.planMaxMs(caller.user),
      lipSyncAvailable: this.deps.lipSyncAvailable,
    };
  }

  /** Refusals that need the server's configuration (ASR, MT, voices), named so the operator knows what to set. */
  private checkCapabilities(videoLanguage: string, targetLanguage: string, language: UiLanguage): void {
    if (!this.deps.transcriber.supports(videoLanguage))
      throw new AppError('translationAsrUnavailable', 400, { language: labelOf(videoLanguage, language) });
    if (!this.deps.translator.route(videoLanguage, targetLanguage))
      throw new AppError('translationPairUnavailable', 400, {
        source: labelOf(videoLanguage, language),
        target: labelOf(targetLanguage, language),
      });
    if (!this.speakable(targetLanguage))
      throw new AppError('translationVoiceUnavailable', 400, { language: labelOf(targetLanguage, language) });
  }

  async upload(caller: DubCaller, file: ReceivedFile, fields: UploadFields, language: UiLanguage): Promise<VideoDubProject> {
    const choices = checkTranslationChoices(fields);
    if (choices) refuse(choices);
    const videoLanguage = fields.videoLanguage!;
    const targetLanguage = fields.targetLanguage!;
    this.checkCapabilities(videoLanguage, targetLanguage, language);

    const mimeType = file.tooLarge ? '' : ((await fileTypeFromBuffer(await headOfFile(file.path)))?.mime ?? '');
    const probe = mimeType ? await probeVideo(file.path) : null;
    const refusal = checkTranslationUpload(
      {
        ...fields,
        mimeType: file.tooLarge ? 'video/mp4' : mimeType,
        size: file.tooLarge ? Number.MAX_SAFE_INTEGER : file.size,
        durationMs: probe?.durationMs ?? null,
        width: probe?.width ?? null,
        height: probe?.height ?? null,
      },
      this.planMaxMs(caller.user),
    );
    if (refusal) refuse(refusal);
    const voice = defaultVoiceFor(targetLanguage, this.deps.speech.voicesFor(targetLanguage))!;

    const id = crypto.randomUUID();
    const sourceKey = sourceKeyFor(caller.ownerId, id, EXTENSION_OF[mimeType] ?? 'mp4');
    const name = fields.name?.trim() || file.fileName.replace(/\.[^.]+$/, '').trim() || 'Video translation';
    await insertDub(this.deps.db, {
      id,
      ownerId: caller.ownerId,
      tenantId: caller.tenantId,
      name: name.slice(0, 100),
      state: 'uploading',
      videoLanguage,
      targetLanguage,
      people: fields.people!,
      sourceKey,
      durationMs: probe!.durationMs!,
      width: probe!.width!,
      height: probe!.height!,
      hasAudio: probe!.hasAudio,
      voiceId: voice.id,
      chat: [],
      subtitle: fields.subtitle === 'true',
      burnSubtitles: fields.burnSubtitles === 'true',
      lipSync: fields.lipSync === 'true' && this.deps.lipSyncAvailable,
      subtitleInfo: DEFAULT_SUBTITLE_INFO,
    });
    try {
      await this.deps.storage.putObject(
        caller,
        { key: sourceKey, relative: sourceKey.slice(namespaceOf(caller.ownerId).length) },
        fs.createReadStream(file.path),
        { contentType: mimeType, contentLength: file.size, batchSize: null },
      );
    } catch (error) {
      await deleteOwnedDub(this.deps.db, caller, id);
      throw error;
    }
    return this.view(await this.startJob(caller, id, VIDEO_DUB_RECOGNISE_QUEUE, 'recognising', ['uploading'], {}), language);
  }

  async list(caller: Owner, page: number, size: number, language: UiLanguage) {
    const { rows, total } = await pageOwnedDubs(this.deps.db, caller, page, size);
    return { items: await Promise.all(rows.map((row) => this.view(row, language))), total, page, size };
  }

  async get(caller: Owner, id: string, language: UiLanguage): Promise<VideoDubProject> {
    return this.view(await this.owned(caller, id), language);
  }

  /** Edits while no job works on the project: segments (text and timing), subtitle settings, voice, name. */
  async update(caller: Owner, id: string, body: z.output<typeof VideoDubUpdateBody>, language: UiLanguage): Promise<VideoDubProject> {
    const row = await this.owned(caller, id);
    if (body.chat && !segmentsAreValid(body.chat, row.durationMs)) throw badRequest('translationSegmentsInvalid');
    if (body.originalSpeakerId) {
      const spoken = await this.deps.voiceLanguageFor(caller, body.originalSpeakerId);
      // A deleted, unbuilt or someone else's voice profile is no voice of the caller's.
      if (!spoken && profileIdOfVoice(body.originalSpeakerId)) throw badRequest('noRelatedSounds');
      if (spoken !== row.targetLanguage) throw badRequest('speakerLanguageNotSupported');
    }
    if (body.lipSync && !this.deps.lipSyncAvailable) throw badRequest('operationFailed');
    const updated = await updateOwnedDub(
      this.deps.db,
      caller,
      id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.chat !== undefined ? { chat: body.chat } : {}),
        ...(body.subtitle !== undefined ? { subtitle: body.subtitle } : {}),
        ...(body.burnSubtitles !== undefined ? { burnSubtitles: body.burnSubtitles } : {}),
        ...(body.subtitleInfo !== undefined
          ? { subtitleInfo: SubtitleInfo.parse({ ...(row.subtitleInfo as object), ...body.subtitleInfo }) }
          : {}),
        ...(body.originalSpeakerId !== undefined ? { voiceId: body.originalSpeakerId } : {}),
        ...(body.lipSync !== undefined ? { lipSync: body.lipSync } : {}),
      },
      IDLE_STATES,
    );
    if (!updated) throw badRequest('translationBusy');
    return this.view(updated, language);
  }

  /** Translate (what is untranslated, or everything), speak, mix and subtitle: state generating, stage dubbing. */
  async render(caller: Owner, id: string, retranslate: boolean, language: UiLanguage): Promise<VideoDubProject> {
    const row = await this.owned(caller, id);
    if ((row.chat as DubSegment[]).length === 0) throw badRequest('translationNoSpeech');
    this.checkCapabilities(row.videoLanguage, row.targetLanguage, language);
    return this.view(await this.startJob(caller, id, VIDEO_DUB_RENDER_QUEUE, 'dubbing', IDLE_STATES, { retranslate }), language);
  }

  async remove(caller: Owner, id: string): Promise<void> {
    const row = await deleteOwnedDub(this.deps.db, caller, id);
    if (!row) throw notFound();
    if (row.jobId) await this.deps.jobs.cancel(row.jobId, caller).catch(() => false);
    await this.files.removeAll(row.ownerId, [row.sourceKey, row.thumbnailKey, row.outputKey, row.srtKey]);
  }

  async download(caller: Owner, id: string, kind: 'video' | 'srt') {
    const row = await this.owned(caller, id);
    const key = kind === 'video' ? row.outputKey : row.srtKey;
    const file = key ? await this.files.open(row.ownerId, key) : null;
    if (!file) throw notFound();
    return {
      ...file,
      fileName: `${row.name}.${kind === 'video' ? 'mp4' : 'srt'}`,
      contentType: kind === 'video' ? 'video/mp4' : 'application/x-subrip',
    };
  }

  /** Claims the project for a job in one statement (two clicks cannot start two), then enqueues it. */
  private async startJob(
    caller: Owner,
    id: string,
    queue: string,
    stage: 'recognising' | 'dubbing',
    fromStates: readonly string[],
    extra: { retranslate?: boolean },
  ): Promise<VideoDubRecord> {
    const claim = crypto.randomUUID();
    const claimed = await updateOwnedDub(
      this.deps.db,
      caller,
      id,
      { state: 'generating', stage, progress: 0, failureKey: null, failureParams: null, claim, jobId: null },
      fromStates,
    );
    if (!claimed) throw badRequest('translationBusy');
    try {
      const data: DubJobData = { projectId: id, claim, ...extra };
      const jobId = await this.deps.jobs.enqueue(queue, data, caller);
      return (await updateOwnedDub(this.deps.db, caller, id, { jobId })) ?? claimed;
    } catch (error) {
      await updateOwnedDub(this.deps.db, caller, id, { state: 'failure', stage: null, claim: null, failureKey: 'systemError' });
      throw error;
    }
  }

  private async owned(caller: Owner, id: string): Promise<VideoDubRecord> {
    const row = await findOwnedDub(this.deps.db, caller, id);
    if (!row) throw notFound();
    return row;
  }

  private async view(row: VideoDubRecord, language: UiLanguage): Promise<VideoDubProject> {
    const secret = await this.deps.storage.secrets.serverSecret();
    const link = (key: string | null) => (key ? signMediaLink(secret, key).url : null);
    const route = this.deps.translator.route(row.videoLanguage, row.targetLanguage);
    return {
      id: row.id,
      name: row.name,
      state: row.state as VideoDubProject['state'],
      stage: (row.stage as VideoDubProject['stage']) ?? null,
      progress: row.progress,
      failureReason: row.failureKey
        ? messageFor(
            row.failureKey as Parameters<typeof messageFor>[0],
            language,
            (row.failureParams ?? undefined) as Record<string, string>,
          )
        : null,
      videoLanguage: row.videoLanguage as VideoDubProject['videoLanguage'],
      targetLanguage: row.targetLanguage as VideoDubProject['targetLanguage'],
      people: row.people,
      videoUrl: link(row.sourceKey) ?? '',
      thumbnailUrl: link(row.thumbnailKey) ?? '',
      originalSpeakerId: row.voiceId,
      chat: row.chat as DubSegment[],
      subtitle: row.subtitle,
      burnSubtitles: row.burnSubtitles,
      subtitleInfo: SubtitleInfo.parse(row.subtitleInfo),
      route: route ? { engine: route.engine, pivot: route.engine === 'offline' ? route.pivot : null } : null,
      lipSync: row.lipSync,
      durationMs: row.durationMs,
      width: row.width,
      height: row.height,
      outputUrl: link(row.outputKey),
      srtUrl: link(row.srtKey),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

interface VideoProbe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
}

/** ffprobe's facts of the upload; null when it is not a readable video. */
async function probeVideo(filePath: string): Promise<VideoProbe | null> {
  try {
    const json = (await runProcess('ffprobe', buildMediaProbeArgs(filePath), { timeoutMs: 60_000 })).toString('utf8');
    const outcome = interpretFfprobe(json, 'video');
    if (!outcome.ok) return null;
    const streams = (JSON.parse(json) as { streams?: { codec_type?: string }[] }).streams ?? [];
    return {
      durationMs: outcome.durationMs,
      width: outcome.width,
      height: outcome.height,
      hasAudio: streams.some((s) => s.codec_type === 'audio'),
    };
  } catch {
    return null;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import { avatarById, avatarCatalog, type AvatarDescriptor } from '@orator/scene';
import {
  CreateProjectBody,
  defaultVoiceFor,
  PLAN_ABILITIES,
  planTierFor,
  PPT_CONVERT_QUEUE,
  safeFileStem,
  STORAGE_PATHS,
  type ComposeResult,
  type PptConversion,
  type PptConversionStarted,
  type VideoProject,
} from '@orator/shared';
import { checkPageSelection, checkPptFile, checkScriptsLength, pptFormatOf, scriptFor, slideLanguage } from '@orator/shared/wizards';
import type { z } from 'zod';
import type {
  PptComposeBody as PptComposeSchema,
  PptCreateBody as PptCreateSchema,
  PptScriptsBody as PptScriptsSchema,
  PptScripts,
} from '@orator/shared';
import type { LanguageModel } from '../../../../kernel/ai/language-model.ts';
import { smartScripts } from './smart-scripts.ts';
import { AppError, badRequest, notFound, tooLarge } from '../../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../../kernel/http/multipart-form.ts';
import type { JobQueue } from '../../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import { isActiveMember } from '../../../../kernel/tenancy/membership.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { namespaceOf, relativeKey } from '../../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../../kernel/storage/media-links.ts';
import type { Composer } from '../../video/index.ts';
import type { VideoService } from '../../video/index.ts';
import type { VoiceService } from '../../voices/index.ts';
import type { VoiceOwner } from '../../voices/index.ts';
import { precheckDeck, type PptConvertJobData, type PptConvertResult } from './ppt-convert.ts';
import { pptDocument } from './ppt-document.ts';

export interface PptCaller extends Composer {
  user: UserRow;
  userId: string;
}

type ReadyConversion = Extract<PptConvertResult, { ok: true }>;

/** The PPT-to-video wizard (product-rules#wizards-ppt): upload and convert, read back, create. */
export class PptWizardService {
  constructor(
    private readonly storage: StorageService,
    private readonly jobs: JobQueue,
    private readonly video: VideoService,
    private readonly voices: VoiceService,
    private readonly model: LanguageModel | null = null,
  ) {}

  /**
   * Refuses a wrong type, an empty or too large deck and a PPTX that cannot be read (password,
   * broken relationship, no slides) before anything is stored; otherwise stores the deck in the
   * owner's storage and starts the conversion job.
   */
  async convert(caller: PptCaller, file: ReceivedFile): Promise<PptConversionStarted> {
    const member = isActiveMember(caller.user);
    const refused = checkPptFile({ fileName: file.fileName, size: file.tooLarge ? Number.MAX_SAFE_INTEGER : file.size }, member);
    if (refused === 'fileSizeExceeded') throw tooLarge();
    if (refused) throw badRequest(refused);
    const format = pptFormatOf(file.fileName)!;
    precheckDeck(new Uint8Array(await fs.promises.readFile(file.path)), format);

    const conversionId = crypto.randomUUID();
    const relative = `ppt/${conversionId}/${safeFileStem(file.fileName.replace(/\.[^.]+$/, ''), 'deck')}.${format}`;
    const deckKey = `${namespaceOf(caller.userId)}${relative}`;
    await this.storage.putObject(caller, { key: deckKey, relative }, fs.createReadStream(file.path), {
      contentType: 'application/octet-stream',
      contentLength: file.size,
      batchSize: null,
    });
    const data: PptConvertJobData = { conversionId, deckKey, fileName: file.fileName, format, size: file.size };
    try {
      const jobId = await this.jobs.enqueue(PPT_CONVERT_QUEUE, data, caller);
      return { jobId, fileName: file.fileName };
    } catch (error) {
      await this.storage.deleteObject(caller.userId, deckKey).catch(() => undefined);
      throw error;
    }
  }

  /** The conversion as its owner sees it; a refused deck answers its error (pptLoadFailed). */
  async images(owner: { ownerId: string; tenantId: string }, jobId: string): Promise<PptConversion> {
    const job = await this.jobs.get(jobId, owner);
    if (!job || job.queue !== PPT_CONVERT_QUEUE) throw notFound();
    if (job.state === 'queued' || job.state === 'active')
      return { jobId, state: 'converting', progress: job.progress, fileName: '', ratio: null, slides: [] };
    const ready = this.readyOf(job.state, job.result);
    const secret = await this.storage.secrets.serverSecret();
    return {
      jobId,
      state: 'ready',
      progress: 100,
      fileName: ready.fileName,
      ratio: ready.ratio,
      slides: ready.slides.map((slide) => ({
        index: slide.index,
        imageUrl: STORAGE_PATHS.object(relativeKey(slide.imageKey, owner.ownerId)),
        previewUrl: signMediaLink(secret, slide.imageKey).url,
        width: slide.width,
        height: slide.height,
        title: slide.title,
        paragraphs: slide.paragraphs,
        notes: slide.notes,
      })),
    };
  }

  /** Smart scripts for the chosen pages (the language model when configured, else offline). */
  async scripts(caller: PptCaller, body: z.output<typeof PptScriptsSchema>, signal?: AbortSignal): Promise<PptScripts> {
    const job = await this.jobs.get(body.jobId, { ownerId: caller.ownerId, tenantId: caller.tenantId });
    if (!job || job.queue !== PPT_CONVERT_QUEUE) throw notFound();
    const ready = this.readyOf(job.state, job.result);
    if (body.pages.some((page) => !ready.slides[page.slideIndex])) throw badRequest('errorRequest');
    const pages = body.pages.map((page) => {
      const slide = ready.slides[page.slideIndex]!;
      return { slide: { title: slide.title, paragraphs: slide.paragraphs, notes: slide.notes }, role: page.role };
    });
    const result = await smartScripts(this.model, pages, { tone: body.tone, scenario: body.scenario }, signal);
    return {
      mode: result.mode,
      modelFailed: result.modelFailed,
      scripts: body.pages.map((page, i) => ({ slideIndex: page.slideIndex, script: result.scripts[i] ?? '' })),
    };
  }

  /** A PptLamination project from the chosen pages (spec §5 page rules, §9 30 minutes). */
  async create(caller: PptCaller, body: z.output<typeof PptCreateSchema>): Promise<VideoProject> {
    const owner = { ownerId: caller.ownerId, tenantId: caller.tenantId };
    const job = await this.jobs.get(body.jobId, owner);
    if (!job || job.queue !== PPT_CONVERT_QUEUE) throw notFound();
    if (job.state === 'queued' || job.state === 'active') throw badRequest('cancelCurrentTaskFirst');
    const ready = this.readyOf(job.state, job.result);
    const member = isActiveMember(caller.user);
    const selection = checkPageSelection(
      body.pages.map((page) => page.slideIndex),
      ready.slides.length,
      member,
    );
    if (selection.error) throw badRequest(selection.error);

    const plans = body.pages.map((page) => {
      const slide = ready.slides[page.slideIndex]!;
      const content = { title: slide.title, paragraphs: slide.paragraphs, notes: slide.notes };
      const script = page.script?.trim() || scriptFor(content, page.source, { tone: body.tone, scenario: body.scenario, role: page.role });
      return { imageUrl: STORAGE_PATHS.object(relativeKey(slide.imageKey, caller.ownerId)), role: page.role, script, content };
    });
    const tooLong = checkScriptsLength(
      plans.map((plan) => plan.script),
      PLAN_ABILITIES[planTierFor({ activeMember: member, ultra: caller.user.ultra })].maxVideoMs,
    );
    if (tooLong) throw badRequest(tooLong);

    const avatar = this.avatarOf(body.avatarId);
    const language = slideLanguage({
      title: plans.map((p) => p.content.title).join(' '),
      paragraphs: plans.flatMap((p) => p.content.paragraphs),
      notes: plans.map((p) => p.content.notes).join(' '),
    });
    const voiceId = await this.voiceOf(owner, body.voiceId, language === 'zh' ? 'zhchs' : 'en', avatar.gender);
    const document = pptDocument(plans, {
      ratio: ready.ratio,
      avatar,
      voiceId,
      subtitles: body.subtitles,
      pptUrl: STORAGE_PATHS.object(relativeKey(ready.deckKey, caller.ownerId)),
      pptSize: ready.deckSize,
    });
    const row = await this.video.projects.create(
      owner,
      CreateProjectBody.parse({
        ...document,
        projectName: body.projectName ?? (ready.fileName.replace(/\.[^.]+$/, '').trim() || 'PPT video'),
        projectType: 'PptLamination',
        ratio: ready.ratio,
      }),
    );
    return this.video.projects.view(row);
  }

  /** man/wps/compose/video: create, then compose at once; a refused compose leaves no draft behind (issue 24 §1). */
  async createAndCompose(caller: PptCaller, body: z.output<typeof PptComposeSchema>): Promise<ComposeResult> {
    const { resolution, watermark, videoName, ...create } = body;
    const project = await this.create(caller, create);
    const owner = { ownerId: caller.ownerId, tenantId: caller.tenantId };
    const known = await this.voices.knownVoiceFor(owner);
    try {
      return await this.video.compose.compose(caller, project.id, { resolution, watermark, videoName }, known);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await this.video.projects.softDelete(owner, project.id);
      throw error;
    }
  }

  private readyOf(state: string, result: unknown): ReadyConversion {
    const outcome = result as PptConvertResult | null;
    if (state !== 'completed' || !outcome) throw badRequest('pptLoadFailed');
    if (!outcome.ok) throw new AppError(outcome.errorKey, outcome.errorKey === 'storageFull' ? 413 : 400);
    return outcome;
  }

  private avatarOf(avatarId: string | undefined): AvatarDescriptor {
    if (avatarId) {
      const avatar = avatarById(avatarId);
      if (!avatar) throw badRequest('avatarDataError');
      return avatar;
    }
    const free = avatarCatalog().filter((a) => a.planTags === '' && a.framings.includes('half'));
    const avatar = free.find((a) => a.gender === 'female') ?? free[0];
    if (!avatar) throw badRequest('avatarDataError');
    return avatar;
  }

  /** The chosen voice (a catalogue voice or one of the owner's ready profiles), else the default for the slides' language. */
  private async voiceOf(owner: VoiceOwner, voiceId: string | undefined, language: string, gender: string): Promise<string> {
    if (voiceId) {
      // A profile that was deleted, is not built or is someone else's is no voice for this caller.
      if (!(await this.voices.knownVoiceFor(owner))(voiceId)) throw badRequest('noRelatedSounds');
      return voiceId;
    }
    const all = this.voices.list({});
    const sameGender = all.filter((v) => v.gender === gender);
    const chosen = defaultVoiceFor(language, sameGender.some((v) => v.language === language) ? sameGender : all) ?? all[0];
    if (!chosen) throw badRequest('noRelatedSounds');
    return chosen.id;
  }
}

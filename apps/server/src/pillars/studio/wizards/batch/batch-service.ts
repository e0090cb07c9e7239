import crypto from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { avatarCatalog } from '@orator/scene';
import { isErrorKey, messageFor, type ErrorKey, type ProjectDocument, type RatioKey, type UiLanguage } from '@orator/shared';
import { planTierFor } from '@orator/shared/constants';
import { defaultVoiceFor, dubbingOf, isInProgress, type VideoState } from '@orator/shared/project';
import {
  assignBatch,
  batchOptionsFor,
  batchStateOf,
  checkBatchSettings,
  checkBatchTable,
  dialogueLanguage,
  fillTemplatePage,
  filledRows,
  firstBatchError,
  type BatchDetail,
  type BatchItem,
  type BatchItemState,
  type BatchOptions,
  type BatchRow,
  type BatchSettings,
  type BatchSummary,
  type StartBatchBody,
} from '@orator/shared/wizards';
import type { z } from 'zod';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { AppError, badRequest, notFound } from '../../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../../kernel/http/auth.ts';
import { isActiveMember } from '../../../../kernel/tenancy/membership.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { VideoService } from '../../video/index.ts';
import { outputUrl } from '../../../../kernel/storage/render-outputs.ts';
import { storageKeyOfUrl } from '../../../../kernel/storage/render-outputs.ts';
import type { VoiceService } from '../../voices/index.ts';
import {
  findOwnedBatch,
  insertBatch,
  itemsWithProjects,
  pageOwnedBatches,
  startNextRound,
  touchBatch,
  updateItem,
  type BatchRecord,
  type ItemWithProject,
  type Owner,
} from './batch-repo.ts';
import { itemStateOf, recordBatchDoneIfFinished } from './batch-done.ts';

export { itemStateOf } from './batch-done.ts';

type StartBody = z.output<typeof StartBatchBody>;

interface TemplateSource {
  id: string;
  name: string;
  ratio: RatioKey;
  document: ProjectDocument;
}

function labelOf(row: BatchRow | undefined): string {
  const text = (row?.title ?? '').trim() || (row?.dialogue ?? '').trim();
  return [...text].slice(0, 40).join('');
}

function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80) || 'video';
}

/**
 * Batch synthesis: one parent record, N child BatchLamination projects composed through the
 * compose service (each a real render job on the worker pool). The parent's state and progress
 * are read from the children; failed children can be composed again; finished videos download
 * as one zip.
 */
export class BatchService {
  constructor(
    private readonly db: AppDb,
    private readonly video: VideoService,
    private readonly catalog: CatalogService,
    private readonly voices: VoiceService,
    private readonly storage: StorageService,
  ) {}

  private readonly knownAvatar = (avatarId: string) => avatarCatalog().some((a) => a.id === avatarId);

  options(auth: AuthContext): BatchOptions {
    const tier = planTierFor({ activeMember: isActiveMember(auth.user), ultra: auth.user.ultra });
    const options = batchOptionsFor(tier);
    return { tier, maxVideos: options.maxVideos, resolutions: [...options.resolutions], watermarkOptional: options.watermarkOptional };
  }

  /** The chosen templates as the caller may use them (gating; stock pictures copied into their storage). */
  private async templates(auth: AuthContext, ids: readonly string[], language: UiLanguage): Promise<TemplateSource[]> {
    const sources: TemplateSource[] = [];
    for (const id of ids) {
      const applied = await this.catalog.templates.apply(auth, id, language);
      if (applied.document.ppts.length === 0) throw badRequest('selectAtLeastOnePage');
      sources.push({ id, name: applied.templateName, ratio: applied.ratio, document: applied.document });
    }
    return sources;
  }

  /** Columns source for the blank table: the templates' documents (gating applies as for use). */
  async templateDocuments(auth: AuthContext, ids: readonly string[], language: UiLanguage): Promise<ProjectDocument[]> {
    return (await this.templates(auth, ids, language)).map((t) => t.document);
  }

  async start(auth: AuthContext, body: StartBody, language: UiLanguage): Promise<BatchDetail> {
    const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
    const templateIds = [...new Set(body.templateIds)];
    const rows = filledRows(body.rows).map(({ row }) => row);
    // Catalogue voices and the owner's own ready ones (voice profiles, clones): `profile:{id}`.
    const knownVoice = await this.voices.knownVoiceFor(owner);
    const table = checkBatchTable(body.rows, { knownVoice, knownAvatar: this.knownAvatar });
    const tableError = firstBatchError(table);
    if (tableError) throw badRequest(tableError, table.rows[0] ? { row: table.rows[0].index + 1 } : undefined);
    const settings: BatchSettings = body.settings;
    const tier = this.options(auth).tier;
    const verdict = checkBatchSettings(settings, tier, rows.length, templateIds.length);
    if (!verdict.ok) throw badRequest(verdict.error, verdict.params);
    const templates = await this.templates(auth, templateIds, language);

    const id = crypto.randomUUID();
    const assignments = assignBatch(rows, templates.length, settings.priority, settings.count);
    const now = new Date();
    const name = body.name ?? `${templates[0]!.name} ×${assignments.length}`;
    const batch = await insertBatch(
      this.db,
      {
        id,
        ownerId: owner.ownerId,
        tenantId: owner.tenantId,
        name,
        templateIds,
        settings,
        rows,
        total: assignments.length,
        createdAt: now,
        updatedAt: now,
      },
      assignments.map((a) => ({
        batchId: id,
        position: a.position,
        rowIndex: a.row,
        templateId: templateIds[a.template]!,
        projectId: null,
      })),
    );
    const items = await itemsWithProjects(this.db, [id]);
    const run = { reserved: 0, knownVoice };
    for (const item of items) await this.launch(auth, batch, item, templates, language, run);
    // Every child refused at compose: the run is over already (renders that finish check for themselves).
    await this.recordDoneIfFinished(id);
    return this.detail(owner, id, language);
  }

  /**
   * Builds the child (first run) and composes it. A refusal of the compose rules (time
   * balance, avatar or resolution gating, an unknown voice) is this row's failure, not the
   * batch's: the key is kept on the item and the other rows go on.
   *
   * Time is charged when a render finishes, so each compose alone would let a batch spend
   * the same balance N times. `run.reserved` adds up the compose rules' estimates of the
   * children this run composed; a child whose estimate no longer fits the balance the compose
   * read is stopped again at once and fails with the balance message (product-rules#wizards-batch).
   */
  private async launch(
    auth: AuthContext,
    batch: BatchRecord,
    item: ItemWithProject,
    templates: TemplateSource[],
    language: UiLanguage,
    run: { reserved: number; knownVoice: (voiceId: string) => boolean },
  ) {
    const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
    const settings = batch.settings as BatchSettings;
    try {
      let projectId = item.projectId;
      if (!projectId) {
        const template = templates.find((t) => t.id === item.templateId);
        const row = (batch.rows as BatchRow[])[item.rowIndex];
        if (!template || !row) throw notFound();
        const background = await this.backgroundUrl(auth, row.background, language);
        const document = fillTemplatePage(template.document, row, { background, voice: this.voiceFor(template.document, row) });
        const title = (row.title ?? '').trim();
        const project = await this.video.projects.create(owner, {
          ...document,
          projectName: `${batch.name} #${item.position + 1}${title ? ` ${[...title].slice(0, 60).join('')}` : ''}`.slice(0, 200),
          projectType: 'BatchLamination',
          ratio: template.ratio,
          templateId: template.id,
          templateName: template.name,
          watermark: settings.watermark,
          resolution: settings.resolution,
        });
        projectId = project.id;
        await updateItem(this.db, batch.id, item.position, { projectId });
      }
      const composed = await this.video.compose.compose(
        { ...owner, tenantKind: auth.tenant.kind },
        projectId,
        { resolution: settings.resolution, watermark: settings.watermark },
        run.knownVoice,
      );
      const estimate = composed.estimatedSeconds;
      if (run.reserved + estimate > composed.remainCredits) {
        await this.video.compose.cancel(owner, projectId).catch(() => undefined);
        throw badRequest(auth.tenant.kind === 'enterprise' ? 'noCompositionTimeEnterprise' : 'noCompositionTime');
      }
      run.reserved += estimate;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await updateItem(this.db, batch.id, item.position, { errorKey: error.key });
    }
  }

  /** A voice of the dialogue's language when the row names none and the template's voice speaks another. */
  private voiceFor(document: ProjectDocument, row: BatchRow): string | undefined {
    if ((row.voice ?? '').trim()) return undefined;
    const language = dialogueLanguage(row.dialogue ?? '');
    const page = document.ppts[0];
    const templateVoice = page ? dubbingOf(page)?.voiceId : undefined;
    const current = templateVoice ? this.voices.find(templateVoice) : undefined;
    if (!language || current?.language === language) return undefined;
    return defaultVoiceFor(language, this.voices.speech.voices())?.id;
  }

  /** A stock background id becomes the caller's copy of it; a storage URL must be the caller's own file. */
  private async backgroundUrl(auth: AuthContext, value: string | undefined, language: UiLanguage): Promise<string | undefined> {
    const ref = (value ?? '').trim();
    if (!ref) return undefined;
    if (ref.startsWith('bg-')) {
      try {
        const imported = await this.catalog.importer.import(
          { user: auth.user, userId: auth.userId, tenantId: auth.tenantId },
          'backgrounds',
          ref,
          language,
        );
        return imported.url;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw badRequest('batchBackgroundInvalid');
        throw error;
      }
    }
    if (!storageKeyOfUrl(ref, auth.userId)) throw badRequest('batchBackgroundInvalid');
    return ref;
  }

  async list(
    owner: Owner,
    page: number,
    size: number,
    language: UiLanguage,
  ): Promise<{ items: BatchSummary[]; total: number; page: number; size: number }> {
    const { rows, total } = await pageOwnedBatches(this.db, owner, page, size);
    const items = await itemsWithProjects(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map(
        (row) =>
          this.summaryOf(
            row,
            items.filter((i) => i.batchId === row.id),
            language,
          ).summary,
      ),
      total,
      page,
      size,
    };
  }

  async detail(owner: Owner, id: string, language: UiLanguage): Promise<BatchDetail> {
    const batch = await findOwnedBatch(this.db, owner, id);
    if (!batch) throw notFound();
    const { summary, items } = this.summaryOf(batch, await itemsWithProjects(this.db, [id]), language);
    return { ...summary, items };
  }

  private summaryOf(batch: BatchRecord, children: ItemWithProject[], language: UiLanguage): { summary: BatchSummary; items: BatchItem[] } {
    const rows = batch.rows as BatchRow[];
    const items: BatchItem[] = children.map((child) => {
      const state = itemStateOf(child);
      const key: ErrorKey | null =
        state !== 'failed' ? null : child.errorKey && isErrorKey(child.errorKey) ? child.errorKey : 'batchRenderFailed';
      const project = child.project;
      return {
        position: child.position,
        row: child.rowIndex,
        templateId: child.templateId,
        label: labelOf(rows[child.rowIndex]),
        projectId: child.projectId,
        state,
        projectState: (project?.state as VideoState | undefined) ?? null,
        progress: state === 'succeeded' ? 100 : state === 'synthesizing' ? (project?.progress ?? 0) : 0,
        errorKey: key,
        error: key ? messageFor(key, language) : null,
        videoUrl: state === 'succeeded' && project ? outputUrl(project.videoKey, project.ownerId) : null,
        coverUrl: state === 'succeeded' && project ? outputUrl(project.coverKey, project.ownerId) : null,
        durationMs: state === 'succeeded' ? (project?.durationMs ?? null) : null,
      };
    });
    const derived = batchStateOf(items);
    const count = (s: BatchItemState) => items.filter((i) => i.state === s).length;
    return {
      items,
      summary: {
        id: batch.id,
        name: batch.name,
        state: derived.state,
        progress: derived.progress,
        total: items.length,
        succeeded: count('succeeded'),
        failed: count('failed'),
        running: count('waiting') + count('synthesizing'),
        settings: batch.settings as BatchSettings,
        templateIds: batch.templateIds as string[],
        createdAt: batch.createdAt.toISOString(),
      },
    };
  }

  /** Composes the failed and cancelled children again (a child the user fixed in the editor renders as edited). */
  async retry(auth: AuthContext, id: string, language: UiLanguage): Promise<BatchDetail> {
    const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
    const batch = await findOwnedBatch(this.db, owner, id);
    if (!batch) throw notFound();
    const again = (await itemsWithProjects(this.db, [id])).filter((i) => {
      const state = itemStateOf(i);
      return (state === 'failed' || state === 'cancelled') && i.project?.state !== 'deleted';
    });
    if (again.length === 0) throw badRequest('batchNothingToRetry');
    const needTemplates = [...new Set(again.filter((i) => !i.projectId).map((i) => i.templateId))];
    const templates = await this.templates(auth, needTemplates, language);
    const run = { reserved: 0, knownVoice: await this.voices.knownVoiceFor(owner) };
    await startNextRound(this.db, id);
    for (const item of again) {
      await updateItem(this.db, id, item.position, { errorKey: null, cancelled: false });
      await this.launch(auth, batch, { ...item, errorKey: null, cancelled: false }, templates, language, run);
    }
    await touchBatch(this.db, id);
    await this.recordDoneIfFinished(id);
    return this.detail(owner, id, language);
  }

  private recordDoneIfFinished(id: string): Promise<void> {
    return this.db.transaction((tx) => recordBatchDoneIfFinished(tx, id));
  }

  /** Stops the children still waiting or rendering; finished ones keep their videos. */
  async cancel(owner: Owner, id: string, language: UiLanguage): Promise<BatchDetail> {
    const batch = await findOwnedBatch(this.db, owner, id);
    if (!batch) throw notFound();
    for (const item of await itemsWithProjects(this.db, [id])) {
      const state = itemStateOf(item);
      if (state !== 'waiting' && state !== 'synthesizing') continue;
      await updateItem(this.db, id, item.position, { cancelled: true });
      if (item.projectId && item.project && isInProgress(item.project.state as VideoState)) {
        // Already finished or stopped meanwhile: nothing left to cancel.
        await this.video.compose.cancel(owner, item.projectId).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
      }
    }
    await touchBatch(this.db, id);
    await this.recordDoneIfFinished(id);
    return this.detail(owner, id, language);
  }

  /**
   * The finished videos as one zip, streamed (stored, not deflated: MP4 is compressed already).
   * Entry names: position, then the child project's name.
   */
  async download(owner: Owner, id: string): Promise<{ fileName: string; stream: Readable }> {
    const batch = await findOwnedBatch(this.db, owner, id);
    if (!batch) throw notFound();
    const done = (await itemsWithProjects(this.db, [id])).filter((i) => itemStateOf(i) === 'succeeded' && i.project?.videoKey);
    const files: { name: string; ownerId: string; key: string }[] = [];
    for (const item of done) {
      const project = item.project!;
      files.push({
        name: `${String(item.position + 1).padStart(3, '0')}-${safeName(project.projectName)}.mp4`,
        ownerId: project.ownerId,
        key: project.videoKey!,
      });
    }
    if (files.length === 0) throw badRequest('batchNothingToDownload');
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        out.destroy(error);
        return;
      }
      out.write(Buffer.from(chunk)); // backpressure: the reader below waits for 'drain'
      if (final) out.end();
    });
    void (async () => {
      try {
        for (const file of files) {
          const row = await this.storage.headObject(file.ownerId, file.key);
          if (!row) continue;
          const entry = new ZipPassThrough(file.name);
          zip.add(entry);
          const source = await this.storage.openObject(row);
          for await (const chunk of source) {
            if (out.destroyed) break;
            entry.push(new Uint8Array(chunk as Buffer));
            // Backpressure; a client that went away closes `out` and ends the wait too.
            if (out.writableNeedDrain) {
              await new Promise<void>((resolve) => {
                out.once('drain', resolve);
                out.once('close', resolve);
              });
            }
          }
          if (out.destroyed) {
            source.destroy();
            return;
          }
          entry.push(new Uint8Array(0), true);
        }
        zip.end();
      } catch (error) {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return { fileName: `${safeName(batch.name)}.zip`, stream: out };
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  messageFor,
  safeFileStem,
  STORAGE_PATHS,
  type Material,
  type MaterialCapacity,
  type MaterialKind,
  type MaterialUploadResult,
  type Page,
  type UiLanguage,
} from '@orator/shared';
import { AppError, badRequest, conflict, notFound, tooLarge } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { headOfFile } from '../../../kernel/storage/content-sniff.ts';
import type { StorageService } from '../storage/index.ts';
import { confineKey, relativeKey } from '../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../kernel/storage/media-links.ts';
import type { Caller } from '../storage/index.ts';
import type { MaterialRepo, MaterialWithLinks } from './material-repo.ts';

/**
 * The kind of a material by its content (magic numbers), with the extension it is stored under.
 * Images: JPEG/PNG; videos: MP4/MOV/WebM; audio: MP3/WAV (spec §5 upload formats).
 */
const KIND_BY_EXTENSION: Record<string, MaterialKind> = {
  jpg: 'image',
  png: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
};
/** Storage folders: `media/` (images and videos, 100 MB) and `audio/` (50 MB) carry the storage module's upload rules. */
const FOLDER_OF: Record<MaterialKind, string> = { image: 'media/material/', video: 'media/material/', audio: 'audio/material/' };

export async function materialKindOf(file: string): Promise<{ kind: MaterialKind; extension: string; mime: string } | null> {
  const detected = await fileTypeFromBuffer(await headOfFile(file));
  if (!detected) return null;
  // file-type names QuickTime "mov" and M4V-branded MP4 "m4v"; both are videos we accept.
  const extension = detected.ext === 'm4v' ? 'mp4' : detected.ext;
  const kind = KIND_BY_EXTENSION[extension];
  return kind ? { kind, extension, mime: detected.mime } : null;
}

/** Materials for conversational projects: bytes in the owner's storage (quota, upload rules), rows here. */
export class MaterialService {
  constructor(
    private readonly repo: MaterialRepo,
    private readonly storage: StorageService,
  ) {}

  async page(owner: Owner, query: { kind?: MaterialKind; keyword?: string; page: number; size: number }): Promise<Page<Material>> {
    const { rows, total } = await this.repo.page(owner, query, query.page, query.size);
    const secret = await this.storage.secrets.serverSecret();
    return { items: rows.map((row) => this.toMaterial(row, secret)), total, page: query.page, size: query.size };
  }

  /**
   * Stores each file on its own: a refused file (format, size, quota) is reported with its message
   * and the others are kept. More than BULK_MATERIAL_MAX files were refused before any was read.
   */
  async upload(caller: Caller, owner: Owner, files: readonly ReceivedFile[], language: UiLanguage): Promise<MaterialUploadResult> {
    if (files.length === 0) throw badRequest('emptyFile');
    const secret = await this.storage.secrets.serverSecret();
    const result: MaterialUploadResult = { items: [], failed: [] };
    for (const file of files) {
      try {
        const row = await this.storeOne(caller, owner, file);
        result.items.push(this.toMaterial({ ...row, linkedProjectCount: 0 }, secret));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.failed.push({ name: file.fileName, message: messageFor(error.key, language, error.params) });
      }
    }
    return result;
  }

  private async storeOne(caller: Caller, owner: Owner, file: ReceivedFile) {
    if (file.tooLarge) throw tooLarge();
    if (file.size === 0) throw badRequest('emptyFile');
    const type = await materialKindOf(file.path);
    if (!type) throw badRequest('fileFormatNotSupported');
    const stem = safeFileStem(path.parse(file.fileName).name, type.kind);
    const relative = `${FOLDER_OF[type.kind]}${crypto.randomUUID()}/${stem}.${type.extension}`;
    const confined = confineKey(relative, caller.userId);
    if (!confined.ok) throw badRequest('invalidKey');
    await this.storage.putObject(caller, { key: confined.key, relative }, fs.createReadStream(file.path), {
      contentType: type.mime,
      contentLength: file.size,
      batchSize: null,
    });
    return this.repo.insert({
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      kind: type.kind,
      name: file.fileName || `${stem}.${type.extension}`,
      storageKey: confined.key,
      sizeBytes: file.size,
    });
  }

  /**
   * A picture made on the server (the image assistant's "Save to My Assets"): stored like an
   * uploaded image (same folder, upload rules and storage quota) and listed as an image material.
   */
  saveImage(caller: Caller, owner: Owner, image: { bytes: Buffer; name: string }): Promise<{ material: Material; key: string }> {
    return this.saveMade(caller, owner, { ...image, kind: 'image', fallbackStem: 'image' });
  }

  /** Speech read on the server (the assistant's text to speech): stored and listed like an uploaded MP3/WAV. */
  saveAudio(caller: Caller, owner: Owner, audio: { bytes: Buffer; name: string }): Promise<{ material: Material; key: string }> {
    return this.saveMade(caller, owner, { ...audio, kind: 'audio', fallbackStem: 'speech' });
  }

  private async saveMade(
    caller: Caller,
    owner: Owner,
    made: { bytes: Buffer; name: string; kind: MaterialKind; fallbackStem: string },
  ): Promise<{ material: Material; key: string }> {
    const detected = await fileTypeFromBuffer(made.bytes);
    const extension = detected?.ext;
    if (!detected || !extension || KIND_BY_EXTENSION[extension] !== made.kind) throw badRequest('fileFormatNotSupported');
    const stem = safeFileStem(made.name, made.fallbackStem);
    const relative = `${FOLDER_OF[made.kind]}${crypto.randomUUID()}/${stem}.${extension}`;
    const confined = confineKey(relative, caller.userId);
    if (!confined.ok) throw badRequest('invalidKey');
    await this.storage.putObject(caller, { key: confined.key, relative }, Readable.from([made.bytes]), {
      contentType: detected.mime,
      contentLength: made.bytes.length,
      batchSize: null,
    });
    const row = await this.repo.insert({
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      kind: made.kind,
      name: `${stem}.${extension}`,
      storageKey: confined.key,
      sizeBytes: made.bytes.length,
    });
    const secret = await this.storage.secrets.serverSecret();
    return { material: this.toMaterial({ ...row, linkedProjectCount: 0 }, secret), key: relative };
  }

  /** Refused while a project uses it (`materialLinked`); its storage object goes with it. */
  async delete(owner: Owner, id: string): Promise<void> {
    const deleted = await this.repo.deleteUnlinked(owner, id);
    if (deleted.outcome !== 'deleted') throw deleted.outcome === 'linked' ? conflict('materialLinked') : notFound();
    await this.storage.deleteObject(owner.ownerId, deleted.row.storageKey);
  }

  /** The storage quota is the material capacity (the same bytes count once). */
  async capacity(user: UserRow): Promise<MaterialCapacity> {
    const usage = await this.storage.usage(user);
    return { usedBytes: usage.used, totalBytes: usage.total };
  }

  /** For conversational projects: record that a project uses the caller's material (404 for someone else's). */
  async linkToProject(owner: Owner, materialId: string, projectId: string): Promise<void> {
    if (!(await this.repo.find(owner, materialId))) throw notFound();
    await this.repo.link(materialId, projectId);
  }

  /**
   * A conversational project now uses exactly these of the caller's materials (spec: a used
   * material cannot be deleted). An id that is not the caller's material is refused with 400.
   */
  async replaceProjectLinks(owner: Owner, projectId: string, materialIds: readonly string[]): Promise<void> {
    const found = await this.repo.findMany(owner, materialIds);
    if (found.length !== new Set(materialIds).size) throw badRequest('materialNotFound');
    await this.repo.replaceLinks(projectId, materialIds);
  }

  /** Fresh signed links (10 minutes) for the owner's materials, by id; ids that are not theirs are left out. */
  async signedLinks(owner: Owner, materialIds: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.repo.findMany(owner, materialIds);
    if (rows.length === 0) return new Map();
    const secret = await this.storage.secrets.serverSecret();
    return new Map(rows.map((row) => [row.id, signMediaLink(secret, row.storageKey).url]));
  }

  unlinkProject(projectId: string, materialId?: string): Promise<void> {
    return this.repo.unlink(projectId, materialId);
  }

  private toMaterial(row: MaterialWithLinks, secret: string): Material {
    const link = signMediaLink(secret, row.storageKey);
    return {
      id: row.id,
      kind: row.kind as MaterialKind,
      name: row.name,
      sizeBytes: row.sizeBytes,
      url: STORAGE_PATHS.object(relativeKey(row.storageKey, row.ownerId)),
      previewUrl: link.url,
      previewExpiresAt: link.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      linkedProjectCount: row.linkedProjectCount,
    };
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { safeFileStem, STORAGE_PATHS, UPLOAD_MAX_BYTES, type QaVoiceUpload } from '@orator/shared';
import { badRequest, notFound, tooLarge } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import { headOfFile } from '../../../kernel/storage/content-sniff.ts';
import { confineKey } from '../../../kernel/storage/keys.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { Caller } from '../../platform/storage/index.ts';

/** Where voice replies live in the owner's storage (relative to their namespace). */
export const VOICE_REPLY_FOLDER = 'audio/qa-voice/';
export const VOICE_REPLY_MAX_BYTES = UPLOAD_MAX_BYTES.audio;
const VOICE_FORMATS = new Set(['mp3', 'wav']);

/**
 * Voice replies of Q&A answers (spec §5: WAV and MP3 only). The format is judged by the file's
 * content (magic numbers), never by its name: an OGG or a text file renamed .mp3 is refused.
 * Stored through the storage module, so the owner's quota applies.
 */
export class VoiceReplies {
  constructor(private readonly storage: StorageService) {}

  async upload(caller: Caller, file: ReceivedFile): Promise<QaVoiceUpload> {
    if (file.tooLarge) throw tooLarge();
    if (file.size === 0) throw badRequest('emptyFile');
    const detected = await fileTypeFromBuffer(await headOfFile(file.path));
    if (!detected || !VOICE_FORMATS.has(detected.ext)) throw badRequest('voiceReplyFormat');
    const stem = safeFileStem(path.parse(file.fileName).name, 'voice');
    const relative = `${VOICE_REPLY_FOLDER}${crypto.randomUUID()}/${stem}.${detected.ext}`;
    const confined = confineKey(relative, caller.userId);
    if (!confined.ok) throw badRequest('invalidKey');
    await this.storage.putObject(caller, { key: confined.key, relative }, fs.createReadStream(file.path), {
      contentType: detected.mime,
      contentLength: file.size,
      batchSize: null,
    });
    return {
      audioKey: relative,
      name: file.fileName || `${stem}.${detected.ext}`,
      url: STORAGE_PATHS.object(relative),
      sizeBytes: file.size,
    };
  }

  /** An answer's voice action must point at a voice reply the owner holds. */
  async requireOwn(ownerId: string, audioKey: string): Promise<void> {
    const confined = confineKey(audioKey, ownerId);
    if (!confined.ok || !confined.relative.startsWith(VOICE_REPLY_FOLDER)) throw badRequest('voiceReplyFormat');
    if (!/\.(mp3|wav)$/i.test(confined.relative)) throw badRequest('voiceReplyFormat');
    if (!(await this.storage.headObject(ownerId, confined.key))) throw notFound();
  }
}

import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { confineKey } from '../../../kernel/storage/keys.ts';
import { signMediaLink } from '../../../kernel/storage/media-links.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { TurnRepo } from './turn-repo.ts';

/** Where spoken questions live in the project owner's files (relative to their namespace). */
export const TURN_AUDIO_FOLDER = 'audio/conversation/';

/**
 * The visitor's spoken questions, kept with the session record (issue §4 "audio when voice was
 * used"): stored in the project owner's files through the storage module (so their quota applies
 * and deleting the account removes them), played back through a signed link like other media.
 */
export class TurnAudio {
  constructor(
    private readonly storage: StorageService,
    private readonly repo: TurnRepo,
  ) {}

  /** Stores one utterance; answers the absolute key. */
  async store(owner: Owner, sessionId: string, turn: number, wav: Buffer): Promise<string> {
    const user = await this.repo.ownerUser(owner.ownerId);
    if (!user) throw new Error('the project owner no longer exists');
    const relative = `${TURN_AUDIO_FOLDER}${sessionId}/${turn}-${crypto.randomUUID().slice(0, 8)}.wav`;
    const confined = confineKey(relative, owner.ownerId);
    if (!confined.ok) throw new Error(`invalid turn audio key ${relative}`);
    await this.storage.putObject({ user, userId: owner.ownerId, tenantId: owner.tenantId }, confined, Readable.from([wav]), {
      contentType: 'audio/wav',
      contentLength: wav.length,
      batchSize: null,
    });
    return confined.key;
  }

  /** A link the browser's <audio> can open for ten minutes. */
  async link(absoluteKey: string): Promise<string> {
    return signMediaLink(await this.storage.secrets.serverSecret(), absoluteKey).url;
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_IMAGE_TTL_MS } from '@orator/shared/assistant';

/** Who a kept picture belongs to and what it is (the sidecar next to its bytes). */
export interface GeneratedMeta {
  id: string;
  ownerId: string;
  tenantId: string;
  contentType: string;
  width: number;
  height: number;
  prompt: string;
  createdAt: string;
}

const ID = /^[0-9a-f-]{36}$/;

/**
 * Generated pictures kept for their owner until saved (product-rules#assistant): files under
 * DATA_DIR/assistant/images (every server process shares DATA_DIR), a JSON sidecar naming owner
 * and tenant. A picture is found only by its owner in its tenant, and only for
 * GENERATED_IMAGE_TTL_MS; each write sweeps the expired ones.
 */
export class GeneratedImageStore {
  private readonly dir: string;
  private lastSweep = 0;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = path.join(dataDir, 'assistant', 'images');
  }

  async put(
    owner: { ownerId: string; tenantId: string },
    picture: { bytes: Buffer; contentType: string; width: number; height: number; prompt: string },
  ): Promise<GeneratedMeta> {
    await fs.mkdir(this.dir, { recursive: true });
    const meta: GeneratedMeta = {
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      contentType: picture.contentType,
      width: picture.width,
      height: picture.height,
      prompt: picture.prompt,
      createdAt: new Date(this.now()).toISOString(),
    };
    // The bytes first: a sidecar always has its picture.
    await fs.writeFile(this.bytesPath(meta.id), picture.bytes);
    await fs.writeFile(this.metaPath(meta.id), JSON.stringify(meta));
    void this.sweep();
    return meta;
  }

  /** The caller's unexpired picture, or null (someone else's, another tenant's, expired or unknown). */
  async get(owner: { ownerId: string; tenantId: string }, id: string): Promise<{ meta: GeneratedMeta; bytes: Buffer } | null> {
    if (!ID.test(id)) return null;
    const meta = await this.readMeta(id);
    if (!meta || meta.ownerId !== owner.ownerId || meta.tenantId !== owner.tenantId || this.expired(meta)) return null;
    const bytes = await fs.readFile(this.bytesPath(id)).catch(() => null);
    return bytes ? { meta, bytes } : null;
  }

  expiresAt(meta: GeneratedMeta): Date {
    return new Date(Date.parse(meta.createdAt) + GENERATED_IMAGE_TTL_MS);
  }

  /** Removes expired pictures; at most once a minute, never throws. */
  async sweep(): Promise<number> {
    if (this.now() - this.lastSweep < 60_000) return 0;
    this.lastSweep = this.now();
    let removed = 0;
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -5);
      const meta = await this.readMeta(id);
      if (meta && !this.expired(meta)) continue;
      await fs.rm(this.bytesPath(id), { force: true }).catch(() => undefined);
      await fs.rm(this.metaPath(id), { force: true }).catch(() => undefined);
      removed++;
    }
    return removed;
  }

  /** Account deletion: the user's kept pictures go too. */
  async deleteAllOf(ownerId: string): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -5);
      if ((await this.readMeta(id))?.ownerId !== ownerId) continue;
      await fs.rm(this.bytesPath(id), { force: true }).catch(() => undefined);
      await fs.rm(this.metaPath(id), { force: true }).catch(() => undefined);
    }
  }

  private expired(meta: GeneratedMeta): boolean {
    return this.expiresAt(meta).getTime() <= this.now();
  }

  private async readMeta(id: string): Promise<GeneratedMeta | null> {
    try {
      return JSON.parse(await fs.readFile(this.metaPath(id), 'utf8')) as GeneratedMeta;
    } catch {
      return null;
    }
  }

  private bytesPath(id: string): string {
    return path.join(this.dir, `${id}.bin`);
  }

  private metaPath(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }
}

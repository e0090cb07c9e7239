import { createCanvas } from '@napi-rs/canvas';
import { loadNodeImage } from '@orator/scene/node';
import {
  IMAGE_PATHS,
  type ImageRequest,
  type GeneratedImage,
  type ImageResult,
  type SavedImage,
  type SaveImageRequest,
} from '@orator/shared/assistant';
import { nameFromText } from '@orator/shared/format';
import type { z } from 'zod';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { AppError, badRequest, notFound } from '../../../../kernel/http/app-error.ts';
import type { MaterialService } from '../../../platform/materials/index.ts';
import type { Owner } from '../../../../kernel/tenancy/owner.ts';
import type { Caller } from '../../../platform/storage/index.ts';
import type { AssistantService, SensitiveWordFinder } from '../assistant-service.ts';
import { refundAllowance, reserveAllowance } from '../allowance-repo.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { GeneratedImageStore } from './generated-store.ts';
import { ImageModelError, type ImageModel, type ModelPicture } from '../../../../kernel/ai/image-model.ts';
import { pictureFacts } from '../../../../kernel/ai/openai-images.ts';

export type ImageRequestData = z.output<typeof ImageRequest>;

interface Picture {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
  illustrations: string[];
}

/**
 * The image assistant (issue 15 §4 "Image", product-rules#assistant): checks the prompt, reserves
 * one of the allowance's images per picture under the row lock, makes the pictures through the
 * images model when one is configured (else composes them offline from the illustration
 * library), gives back what a failed or cancelled generation did not make, and keeps the pictures
 * for their owner until saved to My Assets.
 */
export class ImageService {
  constructor(
    private readonly deps: {
      db: AppDb;
      model: ImageModel | null;
      sensitive: SensitiveWordFinder;
      writing: AssistantService;
      store: GeneratedImageStore;
      materials: MaterialService;
      /** Offline compositions from the stock library when no images model is configured. */
      stock: Pick<CatalogService, 'composeImage'>;
    },
  ) {}

  get generator(): 'model' | 'offline' {
    return this.deps.model ? 'model' : 'offline';
  }

  async generate(caller: Caller, request: ImageRequestData, signal: AbortSignal): Promise<ImageResult> {
    const { db, sensitive, writing } = this.deps;
    if ((await sensitive.find(request.prompt, request.title)).length > 0) throw badRequest('illegalInput');
    // Grants the trial or the member's tier first, when due.
    await writing.allowance(caller.user);
    const reserved = await reserveAllowance(db, caller.userId, 'images', request.count, new Date());
    if (reserved === 0) throw badRequest('imageCountUsedUp');

    let pictures: Picture[];
    try {
      pictures = await this.make(request, reserved, signal);
      if (signal.aborted) throw new ImageModelError('cancelled by the caller');
    } catch (error) {
      await refundAllowance(db, caller.userId, 'images', reserved);
      if (error instanceof ImageModelError && !signal.aborted) throw new AppError('imageModelFailed', 502);
      throw error;
    }
    await refundAllowance(db, caller.userId, 'images', reserved - pictures.length);
    const owner: Owner = { ownerId: caller.userId, tenantId: caller.tenantId };
    const images: GeneratedImage[] = [];
    for (const picture of pictures) {
      const meta = await this.deps.store.put(owner, { ...picture, prompt: request.prompt });
      images.push({
        id: meta.id,
        url: IMAGE_PATHS.file(meta.id),
        width: meta.width,
        height: meta.height,
        contentType: meta.contentType,
        illustrations: picture.illustrations,
        expiresAt: this.deps.store.expiresAt(meta).toISOString(),
      });
    }
    return { images, generator: this.generator, charged: pictures.length, allowance: await writing.allowance(caller.user) };
  }

  /** The caller's kept picture (owner and tenant checked), or 404. */
  async file(owner: Owner, id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const kept = await this.deps.store.get(owner, id);
    if (!kept) throw notFound();
    return { bytes: kept.bytes, contentType: kept.meta.contentType };
  }

  /** "Save to My Assets": the kept picture becomes an image material in the caller's storage (quota applies). */
  async save(caller: Caller, request: z.output<typeof SaveImageRequest>): Promise<SavedImage> {
    const owner: Owner = { ownerId: caller.userId, tenantId: caller.tenantId };
    const kept = await this.deps.store.get(owner, request.id);
    if (!kept) throw notFound();
    const name = request.name || nameFromText(kept.meta.prompt, 'picture');
    const saved = await this.deps.materials.saveImage(caller, owner, { bytes: kept.bytes, name });
    return { key: saved.key, url: saved.material.url, name: saved.material.name, materialId: saved.material.id };
  }

  private async make(request: ImageRequestData, count: number, signal: AbortSignal): Promise<Picture[]> {
    const model = this.deps.model;
    if (model) {
      const prompt = request.title ? `${request.prompt}\nWrite this title on the picture: "${request.title}"` : request.prompt;
      const made = await model.generate({ prompt, ratio: request.ratio, count, signal });
      return Promise.all(made.slice(0, count).map(async (picture) => ({ ...(await storable(picture)), illustrations: [] })));
    }
    const pictures: Picture[] = [];
    for (let index = 0; index < count; index++) {
      if (signal.aborted) break;
      const made = await this.deps.stock.composeImage({
        prompt: request.prompt,
        title: request.title,
        ratio: request.ratio,
        seed: request.seed,
        index,
      });
      pictures.push({
        bytes: made.png,
        contentType: 'image/png',
        width: made.width,
        height: made.height,
        illustrations: made.illustrations,
      });
    }
    return pictures;
  }
}

/** PNG and JPEG are kept as sent; WebP becomes PNG (My Assets takes JPEG and PNG images). */
async function storable(picture: ModelPicture): Promise<Omit<Picture, 'illustrations'>> {
  if (picture.contentType !== 'image/webp') return picture;
  try {
    const image = await loadNodeImage(picture.bytes);
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const png = canvas.toBuffer('image/png');
    const facts = pictureFacts(png);
    return { bytes: png, contentType: 'image/png', width: facts?.width ?? image.width, height: facts?.height ?? image.height };
  } catch (error) {
    throw new ImageModelError('images model sent a WebP picture that could not be read', { cause: error });
  }
}

import type { ImageRatio } from '@orator/shared/assistant';
import type OpenAI from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { ImageModelConfig } from '../config.ts';
import { asModelError, boundedSignal, describeError, openAiClientFor } from './openai-client.ts';
import { ImageModelError, type ImageModel, type ImageModelRequest, type ModelPicture } from './image-model.ts';

/**
 * Sizes per ratio. gpt-image-* models draw 1024², 1536x1024 and 1024x1536 only; DALL·E 3 and most
 * other OpenAI-compatible servers take 1792x1024 and 1024x1792 for the wide shapes.
 */
function sizeFor(model: string, ratio: ImageRatio): { width: number; height: number } {
  const long = model.startsWith('gpt-image') ? 1536 : 1792;
  if (ratio === '16:9') return { width: long, height: 1024 };
  if (ratio === '9:16') return { width: 1024, height: long };
  return { width: 1024, height: 1024 };
}

/** What is read of the answer: checked here, since a compatible server may send anything. */
interface GenerationsResponse {
  data?: Array<{ b64_json?: string; url?: string }>;
  error?: { message?: string };
}

/**
 * An OpenAI-compatible `POST /v1/images/generations` server. Asks for base64 answers
 * (`response_format: 'b64_json'`; gpt-image-* always answer so and refuse the field) and also
 * accepts `url` answers, fetched at once. Bounded by IMAGE_TIMEOUT_SECONDS and cancelled when the
 * caller's signal aborts.
 */
export class OpenAiImageModel implements ImageModel {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly config: ImageModelConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.model = config.model;
    this.client = openAiClientFor(config, fetchImpl);
  }

  async generate(request: ImageModelRequest): Promise<ModelPicture[]> {
    const signal = boundedSignal(this.config.timeoutMs, request.signal);
    const size = sizeFor(this.model, request.ratio);
    const body: ImageGenerateParamsNonStreaming = {
      model: this.model,
      prompt: request.prompt,
      n: request.count,
      size: `${size.width}x${size.height}`,
    };
    if (!this.model.startsWith('gpt-image')) body.response_format = 'b64_json';
    let answer: GenerationsResponse;
    try {
      answer = await this.client.images.generate(body, { signal });
    } catch (error) {
      throw asModelError('images model', ImageModelError, error);
    }
    if (answer.error) throw new ImageModelError(`images model error: ${answer.error.message ?? 'unknown'}`);
    const items = Array.isArray(answer.data) ? answer.data.slice(0, request.count) : [];
    if (items.length === 0) throw new ImageModelError('images model sent no pictures');
    const pictures: ModelPicture[] = [];
    for (const item of items) pictures.push(await this.pictureOf(item, size, signal));
    return pictures;
  }

  private async pictureOf(
    item: { b64_json?: string; url?: string },
    size: { width: number; height: number },
    signal: AbortSignal,
  ): Promise<ModelPicture> {
    let bytes: Buffer;
    if (typeof item.b64_json === 'string' && item.b64_json !== '') {
      bytes = Buffer.from(item.b64_json, 'base64');
    } else if (typeof item.url === 'string' && /^https?:\/\//.test(item.url)) {
      try {
        const response = await this.fetchImpl(item.url, { signal });
        if (!response.ok) throw new ImageModelError(`picture download answered ${response.status}`);
        bytes = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof ImageModelError) throw error;
        throw new ImageModelError(`picture download failed: ${describeError(error)}`, { cause: error });
      }
    } else {
      throw new ImageModelError('images model sent a picture without b64_json or url');
    }
    const facts = pictureFacts(bytes);
    if (!facts) throw new ImageModelError('images model sent something that is not a PNG, JPEG or WebP picture');
    return { bytes, contentType: facts.contentType, width: facts.width ?? size.width, height: facts.height ?? size.height };
  }
}

/** The picture's type (by its magic bytes) and, for PNG, its size from the header. */
export function pictureFacts(
  bytes: Buffer,
): { contentType: ModelPicture['contentType']; width: number | null; height: number | null } | null {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', width: null, height: null };
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return { contentType: 'image/webp', width: null, height: null };
  return null;
}

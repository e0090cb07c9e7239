import type { ImageRatio } from '@orator/shared/assistant';

/** The images-model port (issue 15 §4 "Image"): a prompt in, pictures out. */
export interface ImageModel {
  /** The model name sent with every request (IMAGE_MODEL). */
  readonly model: string;
  /** `count` pictures of the prompt at the ratio. Throws ImageModelError when the model fails or answers fewer. */
  generate(request: ImageModelRequest): Promise<ModelPicture[]>;
}

export interface ImageModelRequest {
  prompt: string;
  ratio: ImageRatio;
  count: number;
  /** Aborted when the caller goes away (Stop): the upstream request is cancelled too. */
  signal?: AbortSignal;
}

export interface ModelPicture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** The model could not be reached, refused, timed out or answered garbage (the user sees imageModelFailed). */
export class ImageModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageModelError';
  }
}

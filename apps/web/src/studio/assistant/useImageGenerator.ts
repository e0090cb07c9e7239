import type { ImageRequest, ImageResult } from '@orator/shared/assistant';
import { imageApi } from './imageApi.ts';
import { useAssistantRequest, type AssistantRequestState } from './useAssistantRequest.ts';

export type ImageGeneratorState = AssistantRequestState<ImageResult>;

const makePictures = (request: ImageRequest, signal: AbortSignal) => imageApi.generate(request, signal);

/** Picture requests (spec §4 image); the image allowance running out offers "buy images". */
export function useImageGenerator() {
  return useAssistantRequest(makePictures, 'imageCountUsedUp');
}

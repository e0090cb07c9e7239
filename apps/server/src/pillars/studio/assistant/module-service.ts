import type { AssistantService } from './assistant-service.ts';
import type { ImageService } from './image/image-service.ts';
import type { SpeechComposer } from './speech.ts';
import type { Transcriptions } from './transcription.ts';

export interface AssistantModuleService {
  writing: AssistantService;
  transcriptions: Transcriptions;
  images: ImageService;
  speech: SpeechComposer;
}

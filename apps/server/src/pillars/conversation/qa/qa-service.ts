import type { AppDb } from '../../../kernel/db/client.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { LanguageModel } from '../../../kernel/ai/language-model.ts';
import { ItemRepo } from './item-repo.ts';
import { ItemService } from './item-service.ts';
import { LibraryRepo } from './library-repo.ts';
import { LibraryService } from './library-service.ts';
import { VoiceReplies } from './voice-replies.ts';
import { QaGeneration, type GenerationSource } from './qa-generation.ts';

/** The question bank: libraries and categories, items (with import/export), voice replies, generation from a knowledge base. */
export class QaService {
  readonly libraries: LibraryService;
  readonly items: ItemService;
  readonly voices: VoiceReplies;
  readonly itemRepo: ItemRepo;
  readonly generation: QaGeneration;

  constructor(db: AppDb, storage: StorageService, knowledge: GenerationSource, model: LanguageModel | null) {
    this.libraries = new LibraryService(new LibraryRepo(db));
    this.voices = new VoiceReplies(storage);
    this.itemRepo = new ItemRepo(db);
    this.items = new ItemService(this.itemRepo, this.libraries, this.voices);
    this.generation = new QaGeneration(this, knowledge, model);
  }
}

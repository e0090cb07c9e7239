import type { Shared } from '../../../kernel/module/types.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ProjectService } from '../video/index.ts';
import { composeImage, type Composition, type CompositionRequest } from './stock/stock-composer.ts';
import { StockFiles } from './stock/stock-files.ts';
import { listStock } from './stock/stock-library.ts';
import { StockImporter } from './stock/stock-import.ts';
import { RecentTemplatesRepo } from './templates/recent-templates-repo.ts';
import { TemplateModels } from './templates/template-models.ts';
import { TemplateService } from './templates/template-service.ts';
import { UserTemplatesRepo } from './templates/user-templates-repo.ts';

/** Stock libraries and templates (template store, My Assets stock tabs: product-rules#catalog). */
export class CatalogService {
  readonly stock: StockFiles;
  readonly importer: StockImporter;
  readonly templates: TemplateService;
  readonly models: TemplateModels;
  /** A stock page in the caller's language (My Assets tabs, the conversation area's libraries). */
  readonly listStock = listStock;

  /** An offline picture laid out from the stock illustrations and backgrounds (the assistant without an images model). */
  composeImage(request: CompositionRequest): Promise<Composition> {
    return composeImage(request);
  }

  constructor(deps: Pick<Shared, 'config' | 'db'>, storage: StorageService, projects: ProjectService) {
    this.stock = new StockFiles(deps.config.dataDir);
    this.importer = new StockImporter(this.stock, storage);
    const mine = new UserTemplatesRepo(deps.db);
    this.templates = new TemplateService(mine, projects, this.stock, this.importer, storage, deps.config.dataDir);
    this.models = new TemplateModels(this.templates, mine, new RecentTemplatesRepo(deps.db));
  }
}

import type { ServiceDeps } from '../../services.ts';
import type { StorageService } from '../storage/index.ts';
import type { ProjectService } from '../video/project-service.ts';
import { StockFiles } from './stock/stock-files.ts';
import { StockImporter } from './stock/stock-import.ts';
import { TemplateService } from './templates/template-service.ts';

/** Stock libraries and templates (spec §2 template store, My Assets stock tabs). */
export class CatalogService {
  readonly stock: StockFiles;
  readonly importer: StockImporter;
  readonly templates: TemplateService;

  constructor(deps: Pick<ServiceDeps, 'config' | 'db'>, storage: StorageService, projects: ProjectService) {
    this.stock = new StockFiles(deps.config.dataDir);
    this.importer = new StockImporter(this.stock, storage);
    this.templates = new TemplateService(deps.db, projects, this.stock, this.importer, storage, deps.config.dataDir);
  }
}

import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { ComposeService } from './compose-service.ts';
import { ProjectService } from './project-service.ts';

/** The video module's services: project CRUD and composing (the render job lives in render-job.ts). */
export class VideoService {
  readonly projects: ProjectService;
  readonly compose: ComposeService;

  constructor(db: AppDb, jobs: JobQueue) {
    this.projects = new ProjectService(db);
    this.compose = new ComposeService(db, jobs);
  }
}

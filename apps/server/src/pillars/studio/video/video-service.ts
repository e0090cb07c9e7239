import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { ComposeService } from './compose-service.ts';
import { ProjectService } from './project-service.ts';

export type RenderSettledHook = (tx: Queryable, projectId: string) => Promise<void>;

/** The video module's services: project CRUD and composing (the render job lives in render-job.ts). */
export class VideoService {
  readonly projects: ProjectService;
  readonly compose: ComposeService;
  /**
   * Run in the transaction that settles a render (succeeded or failed), after its notice and
   * webhook event: the batch wizard finishes a batch whose last child this was.
   */
  readonly onRenderSettled: RenderSettledHook[] = [];

  constructor(db: AppDb, jobs: JobQueue) {
    this.projects = new ProjectService(db);
    this.compose = new ComposeService(db, jobs);
  }
}

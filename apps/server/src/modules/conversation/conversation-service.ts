import { AppError } from '../../http/app-error.ts';
import type { AppDb } from '../../db/client.ts';
import type { RolesService } from '../roles/index.ts';
import type { VoiceService } from '../voices/index.ts';
import { ProjectRepo } from './project-repo.ts';
import { ProjectService } from './project-service.ts';

/** The conversation module's services: projects and share links. */
export class ConversationService {
  readonly projects: ProjectService;

  constructor(
    db: AppDb,
    readonly roles: RolesService,
    readonly voices: VoiceService,
  ) {
    this.projects = new ProjectService(new ProjectRepo(db), {
      roleExists: async (owner, roleId) =>
        roles.roles.require(owner, roleId).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) return false;
            throw error;
          },
        ),
      voiceExists: (voiceId) => voices.find(voiceId) !== undefined,
      answerMode: () => roles.chatStatus().answerMode,
    });
  }
}

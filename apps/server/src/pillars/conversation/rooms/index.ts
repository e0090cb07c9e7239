import type { MaterialService } from '../../platform/materials/index.ts';
import type { RolesService } from '../roles/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../../studio/voices/index.ts';
import { createSpeechRecogniser } from '../../../kernel/ai/asr/index.ts';
import { registerConversationSocket } from './conversation-socket.ts';
import { ConversationService } from './conversation-service.ts';
import { registerNodeRoutes } from './node-routes.ts';
import { registerProjectRoutes } from './project-routes.ts';
import { registerAnalysisRoutes } from './analysis-routes.ts';
import { registerRecordRoutes } from './records-routes.ts';

export { ConversationService } from './conversation-service.ts';

/**
 * Conversational projects (spec §1, §3, §5, §7 avatarProject/*, createShareToken, avatarConversation/*):
 * projects, share links, the live conversation over a WebSocket and its session records.
 */
export const conversationModule: ServerModule<
  'conversation',
  ConversationService,
  Pick<Shared, 'config' | 'db' | 'sessions'> & {
    roles: RolesService;
    voices: VoiceService;
    materials: MaterialService;
    storage: StorageService;
  }
> = {
  name: 'conversation',
  needs: { config: true, db: true, sessions: true, roles: true, voices: true, materials: true, storage: true },
  create: ({ config, db, sessions, roles, voices, materials, storage }) =>
    new ConversationService(
      db,
      roles,
      voices,
      sessions,
      materials,
      { apiAllowlist: config.conversationApiAllowlist },
      storage,
      createSpeechRecogniser(config.asr),
    ),
  routes: (app, conversation, { config, sessions }) => {
    registerProjectRoutes(app, conversation.projects);
    registerRecordRoutes(app, conversation.records);
    registerNodeRoutes(app, conversation.nodes);
    registerAnalysisRoutes(app, conversation.analysis);
    registerConversationSocket(app, conversation, sessions, config.conversationIdleSeconds * 1000);
  },
};

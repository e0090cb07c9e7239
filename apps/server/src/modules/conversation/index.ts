import type { RolesService } from '../roles/index.ts';
import type { ServerModule, Shared } from '../types.ts';
import type { VoiceService } from '../voices/index.ts';
import { registerConversationSocket } from './conversation-socket.ts';
import { ConversationService } from './conversation-service.ts';
import { registerProjectRoutes } from './project-routes.ts';
import { registerRecordRoutes } from './records-routes.ts';

export { ConversationService } from './conversation-service.ts';

/**
 * Conversational projects (spec §1, §3, §5, §7 avatarProject/*, createShareToken, avatarConversation/*):
 * projects, share links, the live conversation over a WebSocket and its session records.
 */
export const conversationModule: ServerModule<
  'conversation',
  ConversationService,
  Pick<Shared, 'db' | 'sessions'> & { roles: RolesService; voices: VoiceService }
> = {
  name: 'conversation',
  needs: { db: true, sessions: true, roles: true, voices: true },
  create: ({ db, sessions, roles, voices }) => new ConversationService(db, roles, voices, sessions),
  routes: (app, conversation, { sessions }) => {
    registerProjectRoutes(app, conversation.projects);
    registerRecordRoutes(app, conversation.records);
    registerConversationSocket(app, conversation, sessions);
  },
};

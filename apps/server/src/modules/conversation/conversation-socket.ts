import {
  CONVERSATION_SOCKET_PATH,
  ConversationClientMessage,
  ConversationStart,
  messageFor,
  toUiLanguage,
  type ConversationServerMessage,
  type UiLanguage,
} from '@orator/shared';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error.ts';
import { EVERY_USER } from '../accounts/session-cache.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import type { ZodApp } from '../types.ts';
import type { ConversationService } from './conversation-service.ts';
import type { LiveConversation } from './live-conversation.ts';

/** setTimeout's largest delay; a later end is re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Spec §4 idle disconnect after long silence. */
export const IDLE_DISCONNECT_MS = 10 * 60 * 1000;

interface Open {
  live: LiveConversation;
  /** The owner's session token (demo), re-checked when the user's sessions change; null for a share link. */
  token: string | null;
  userId: string | null;
  endTimer: ReturnType<typeof setTimeout>;
  idleTimer: ReturnType<typeof setTimeout>;
}

/**
 * CONVERSATION_SOCKET_PATH: one conversation per socket. The first message opens it (the owner's
 * token + project, or a share token); a socket lives no longer than what opened it: the owner's
 * session (logout, password change, expiry close it with 401, as the job socket does) or the share
 * link (closes with 403 when it expires). Long silence closes it too.
 */
export function registerConversationSocket(app: ZodApp, service: ConversationService, sessions: SessionStore): void {
  const open = new Map<WebSocket, Open>();

  const send = (socket: WebSocket, message: ConversationServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const end = (socket: WebSocket, code: number, message: string) => {
    const entry = open.get(socket);
    if (entry) {
      clearTimeout(entry.endTimer);
      clearTimeout(entry.idleTimer);
      entry.live.close();
      open.delete(socket);
    }
    send(socket, { type: 'error', code, message });
    socket.close();
  };
  const armEnd = (socket: WebSocket, at: Date, code: number, message: () => string): ReturnType<typeof setTimeout> => {
    const delay = Math.max(0, at.getTime() - Date.now());
    return setTimeout(
      () => {
        const entry = open.get(socket);
        if (!entry) return;
        if (delay > MAX_TIMER_MS) entry.endTimer = armEnd(socket, at, code, message);
        else end(socket, code, message());
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  };

  const stopFollowing = sessions.onUserChanged((userId) => {
    for (const [socket, entry] of open) {
      if (entry.token === null || (userId !== EVERY_USER && entry.userId !== userId)) continue;
      const token = entry.token;
      void sessions
        .resolve(token)
        .catch(() => null)
        .then((session) => {
          if (!session && open.get(socket) === entry) end(socket, 401, messageFor('loginExpired', 'en'));
        });
    }
  });
  app.addHook('onClose', async () => stopFollowing());

  app.get(CONVERSATION_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    let starting = false;
    let language: UiLanguage = 'en';

    const start = async (message: ConversationStart) => {
      language = toUiLanguage(message.language);
      const opened =
        'share' in message
          ? await service.openShare(message.share, language)
          : await service.openDemo(message.projectId, message.token, language);
      const live = service.live(opened.setup, (out) => send(socket, out), app.log);
      const endMessage = () => messageFor(opened.userId ? 'loginExpired' : 'shareExpired', language);
      const entry: Open = {
        live,
        token: 'token' in message ? message.token : null,
        userId: opened.userId,
        endTimer: armEnd(socket, opened.endsAt, opened.userId ? 401 : 403, endMessage),
        idleTimer: setTimeout(() => end(socket, 408, messageFor('websocketClosed', language)), IDLE_DISCONNECT_MS),
      };
      open.set(socket, entry);
      send(socket, { type: 'ready', sessionId: live.sessionId, project: opened.room });
    };

    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        return send(socket, { type: 'error', code: 400, message: messageFor('errorRequest', language) });
      }
      const entry = open.get(socket);
      if (!entry) {
        if (starting) return;
        const first = ConversationStart.safeParse(parsed);
        if (!first.success) return end(socket, 400, messageFor('errorRequest', language));
        starting = true;
        void start(first.data).catch((error: unknown) => {
          if (error instanceof AppError) return end(socket, error.status, messageFor(error.key, language, error.params));
          app.log.error({ err: error }, 'conversation did not open');
          end(socket, 500, messageFor('systemError', language));
        });
        return;
      }
      clearTimeout(entry.idleTimer);
      entry.idleTimer = setTimeout(() => end(socket, 408, messageFor('websocketClosed', language)), IDLE_DISCONNECT_MS);
      const message = ConversationClientMessage.safeParse(parsed);
      if (!message.success) {
        const key = message.error.issues[0]?.message === 'askQuestionRequired' ? 'askQuestionRequired' : 'errorRequest';
        return send(socket, { type: 'error', code: 400, message: messageFor(key, language) });
      }
      if (message.data.type === 'stop') entry.live.stop();
      else entry.live.ask(message.data.question);
    });
    socket.on('close', () => {
      const entry = open.get(socket);
      if (!entry) return;
      clearTimeout(entry.endTimer);
      clearTimeout(entry.idleTimer);
      entry.live.close();
      open.delete(socket);
    });
  });
}

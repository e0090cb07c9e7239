import {
  CLIENT_KINDS,
  CONVERSATION_SOCKET_PATH,
  ConversationClientMessage,
  ConversationStart,
  messageFor,
  toUiLanguage,
  VOICE_UTTERANCE_MAX_BYTES,
  type ClientKind,
  type ConversationServerMessage,
  type UiLanguage,
} from '@orator/shared';
import { decodeWav } from '@orator/speech';
import type { RawData, WebSocket } from 'ws';
import { bindToCompanyScope } from '../../../kernel/tenancy/company-scope.ts';
import { AppError } from '../../../kernel/http/app-error.ts';
import { EVERY_USER } from '../../../kernel/tenancy/session-cache.ts';
import type { SessionStore } from '../../../kernel/tenancy/sessions.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { AdmissionQueue } from './admission-queue.ts';
import type { ConversationService, OpenedConversation } from './conversation-service.ts';
import { ConversationTimers } from './conversation-timers.ts';
import type { LiveConversation } from './live-conversation.ts';
import type { VoiceInput } from './voice-input.ts';
import { PER_SHARE_LINK, PER_SOCKET, QuestionRate } from './question-rate.ts';

/** setTimeout's largest delay; a later end is re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Open {
  opened: OpenedConversation;
  language: UiLanguage;
  /** Null while queued (the project's concurrency limit for this client kind is reached). */
  live: LiveConversation | null;
  /** Sleep and idle disconnect (spec §3 Sleep settings, §4); null while queued. */
  timers: ConversationTimers | null;
  /** Spoken questions; null while queued or when the project's language has no recogniser (text only). */
  voice: VoiceInput | null;
  /** The owner's session token (demo), re-checked when the user's sessions change; null for a share link. */
  token: string | null;
  userId: string | null;
  endTimer: ReturnType<typeof setTimeout>;
}

/** 16-bit PCM or float WAV (what the recogniser reads); anything else is the client's mistake, not a failed recognition. */
function readableWav(wav: Buffer): boolean {
  try {
    return decodeWav(wav).samples.length > 0;
  } catch {
    return false;
  }
}

/** The client kind counted by the concurrency limits: the start message's, else the `source` header, else web. */
function clientKindOf(claimed: ClientKind | undefined, header: string | string[] | undefined): ClientKind {
  const source = (Array.isArray(header) ? header[0] : header)?.toLowerCase();
  return claimed ?? CLIENT_KINDS.find((kind) => kind === source) ?? 'web';
}

/**
 * CONVERSATION_SOCKET_PATH: one conversation per socket. The first message opens it (the owner's
 * token + project, or a share token); a socket lives no longer than what opened it: the owner's
 * session (logout, password change, expiry close it with 401, as the job socket does) or the share
 * link (closes with 403 when it expires). Long silence closes it too (`idle`), after the sleep
 * time it sleeps (`sleep` / `wake`). Beyond the project's concurrency limit per client kind a
 * visitor waits (`queued` with the position) until another leaves. The line is kept in this
 * process's memory: one server process holds the sockets (a second process would count its own).
 */
export function registerConversationSocket(app: ZodApp, service: ConversationService, sessions: SessionStore, idleMs: number): void {
  const open = new Map<WebSocket, Open>();
  const line = new AdmissionQueue<WebSocket>();
  const socketRate = new QuestionRate<WebSocket>(PER_SOCKET);
  const shareLinkRate = new QuestionRate<string>(PER_SHARE_LINK);

  const send = (socket: WebSocket, message: ConversationServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  /** The socket is done: its conversation stops and the next visitors in line get in. */
  const release = (socket: WebSocket) => {
    const entry = open.get(socket);
    if (!entry) return;
    clearTimeout(entry.endTimer);
    socketRate.forget(socket);
    entry.timers?.close();
    entry.live?.close();
    entry.voice?.close();
    open.delete(socket);
    const { admitted, moved } = line.leave(socket);
    for (const next of admitted) admit(next);
    for (const { ticket, position } of moved) send(ticket, { type: 'queued', position });
  };
  const end = (socket: WebSocket, code: number, message: string) => {
    release(socket);
    send(socket, { type: 'error', code, message });
    socket.close();
  };
  /** The conversation starts: the answer engine, the sleep timers, then `ready`. */
  const admit = (socket: WebSocket) => {
    const entry = open.get(socket);
    if (!entry || entry.live) return;
    const { opened, language } = entry;
    const timers = new ConversationTimers(opened.room.config.sleep, idleMs, (due) => {
      if (due === 'sleep') return send(socket, { type: 'sleep' });
      release(socket);
      send(socket, { type: 'idle', message: messageFor('websocketClosed', language) });
      socket.close();
    });
    const live = service.live(
      opened.setup,
      (out) => {
        timers.observe(out);
        send(socket, out);
        // An end node: its farewell is out, the session is over (and the next visitor in line gets in).
        if (out.type === 'end') {
          release(socket);
          socket.close(1000);
        }
      },
      app.log,
    );
    entry.timers = timers;
    entry.live = live;
    const heard = (message: ConversationServerMessage) => {
      timers.observe(message);
      send(socket, message);
    };
    entry.voice = service.voiceInput(opened, (question, audio) => ask(socket, live, timers, question, audio), heard, app.log);
    send(socket, { type: 'ready', sessionId: live.sessionId, project: opened.room, voiceInput: opened.voice.status });
    live.begin();
  };
  /** A question through the sleep rules: answered, ignored while asleep, the sleep word, or the wake word. */
  const ask = (socket: WebSocket, live: LiveConversation, timers: ConversationTimers, question: string, audio?: Buffer) => {
    const entry = open.get(socket);
    if (!entry) return;
    const now = Date.now();
    // A share link's visitors together, then this socket (typed and spoken questions alike).
    const linkAllows = entry.opened.userId !== null || shareLinkRate.take(entry.opened.setup.project.id, now);
    if (!linkAllows || !socketRate.take(socket, now))
      return send(socket, { type: 'error', code: 429, message: messageFor('askingTooFast', entry.language) });
    const verdict = timers.question(question);
    if (verdict.kind === 'answer') return live.ask(question, undefined, audio);
    if (verdict.kind === 'wake') {
      send(socket, { type: 'wake' });
      if (verdict.prompt) live.ask(question, { answer: verdict.prompt, source: 'wake' });
      return;
    }
    if (verdict.kind === 'sleep') live.stop();
    send(socket, { type: 'sleep' });
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

  app.get(CONVERSATION_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    let starting = false;
    let language: UiLanguage = 'en';

    const start = async (message: ConversationStart) => {
      language = toUiLanguage(message.language);
      const opened =
        'share' in message
          ? await service.openShare(message.share, language)
          : await service.openDemo(message.projectId, message.token, language);
      if (socket.readyState !== socket.OPEN) return; // left while it opened: takes no place in line
      const endMessage = () => messageFor(opened.userId ? 'loginExpired' : 'shareExpired', language);
      open.set(socket, {
        opened,
        language,
        live: null,
        timers: null,
        voice: null,
        token: 'token' in message ? message.token : null,
        userId: opened.userId,
        endTimer: armEnd(socket, opened.endsAt, opened.userId ? 401 : 403, endMessage),
      });
      const kind = clientKindOf(message.client, request.headers.source);
      const position = line.enter(`${opened.room.id}:${kind}`, opened.room.config.concurrency[kind], socket);
      if (position === 0) admit(socket);
      else send(socket, { type: 'queued', position });
    };

    /** One spoken utterance: refused without a recogniser for the language, or over 30 s. */
    const hear = (voice: VoiceInput | null, wav: Buffer) => {
      if (!voice) return send(socket, { type: 'error', code: 400, message: messageFor('languageNotSupported', language) });
      if (wav.length > VOICE_UTTERANCE_MAX_BYTES)
        return send(socket, { type: 'error', code: 400, message: messageFor('utteranceTooLong', language) });
      if (!readableWav(wav)) return send(socket, { type: 'error', code: 400, message: messageFor('errorRequest', language) });
      voice.hear(wav);
    };

    // Messages arrive in the connection's context: bind them to the upgrade request's company scope
    // so the answers use the company's NLP key (pillars/platform/llm/company-model.ts).
    socket.on(
      'message',
      bindToCompanyScope((raw: RawData) => {
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
        const message = ConversationClientMessage.safeParse(parsed);
        // A latency probe is answered at once (queued or not) and is not the visitor's activity.
        if (message.success && message.data.type === 'ping') return send(socket, { type: 'pong', at: message.data.at });
        const { live, timers } = entry;
        if (!live || !timers) return send(socket, { type: 'error', code: 429, message: messageFor('queueing', language) });
        if (!message.success) {
          const issue = message.error.issues[0]?.message;
          const key = issue === 'askQuestionRequired' || issue === 'utteranceTooLong' ? issue : 'errorRequest';
          return send(socket, { type: 'error', code: 400, message: messageFor(key, language) });
        }
        if (message.data.type === 'stop') live.stop();
        else if (message.data.type === 'goto') live.goto(message.data.nodeId);
        else if (message.data.type === 'language') live.switchLanguage(message.data.language);
        else if (message.data.type === 'ask') ask(socket, live, timers, message.data.question);
        else if (message.data.type === 'audio') hear(entry.voice, Buffer.from(message.data.data, 'base64'));
      }),
    );
    socket.on('close', () => release(socket));
  });
}

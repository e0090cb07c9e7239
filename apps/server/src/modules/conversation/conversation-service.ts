import { visemeTrack } from '@orator/speech';
import type { RoomProject, UiLanguage } from '@orator/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { AppError, badRequest, unauthorized } from '../../http/app-error.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import type { Owner } from '../qa/owner.ts';
import type { RolesService } from '../roles/index.ts';
import type { VoiceService } from '../voices/index.ts';
import { LiveConversation, type ConversationPorts, type ConversationSetup } from './live-conversation.ts';
import { ProjectRepo, type ProjectWithRole } from './project-repo.ts';
import { ProjectService } from './project-service.ts';
import { RecordsService } from './records-service.ts';
import { SpeechScheduler } from './speech-scheduler.ts';
import { TurnRepo } from './turn-repo.ts';

/** A conversation ready to start: who talks to what, what the room shows, and when it must end. */
export interface OpenedConversation {
  setup: ConversationSetup;
  room: RoomProject;
  /** The owner's user id (demo), null for a share link. */
  userId: string | null;
  endsAt: Date;
}

/** The conversation module's services: projects, share links, live conversations and session records. */
export class ConversationService {
  readonly projects: ProjectService;
  readonly records: RecordsService;
  /** Clause synthesis for every live conversation of this process, earliest deadline first. */
  private readonly speechSlots = new SpeechScheduler();

  constructor(
    db: AppDb,
    readonly roles: RolesService,
    readonly voices: VoiceService,
    private readonly sessions: SessionStore,
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
    this.records = new RecordsService(new TurnRepo(db));
  }

  /** The owner's demo of their project (spec §2 debug): the session token decides who and which workspace. */
  async openDemo(projectId: string, token: string, language: UiLanguage): Promise<OpenedConversation> {
    const session = await this.sessions.authenticate(token, null);
    if (!session || !session.tenantId || !session.membership) throw unauthorized();
    const owner: Owner = { ownerId: session.user.id, tenantId: session.tenantId };
    const project = await this.projects.require(owner, projectId);
    return { ...(await this.open(owner, project, 'owner', language)), userId: session.user.id, endsAt: session.expiresAt };
  }

  /** A visitor through a share link (no account): the project's owner's role answers. */
  async openShare(share: string, language: UiLanguage): Promise<OpenedConversation> {
    const { project, expiresAt } = await this.projects.openShared(share);
    const owner: Owner = { ownerId: project.ownerId, tenantId: project.tenantId };
    return { ...(await this.open(owner, project, 'share', language)), userId: null, endsAt: expiresAt };
  }

  live(setup: ConversationSetup, send: ConstructorParameters<typeof LiveConversation>[2], log: FastifyBaseLogger): LiveConversation {
    const ports: ConversationPorts = {
      answer: (input, signal) => this.roles.engine.answer(input, signal),
      speak: async (text, voiceId, deadline) => {
        const result = await this.speechSlots.run(deadline, () => this.voices.speech.synthesize({ text, voiceId }));
        return { wav: result.wav, durationMs: result.durationMs, visemes: visemeTrack(result.phonemes, result.durationMs) };
      },
      record: (turn) => this.records.repo.insert(turn),
      log: (error, message) => log.error({ err: error }, message),
    };
    return new LiveConversation(setup, ports, send);
  }

  private async open(owner: Owner, project: ProjectWithRole, visitor: 'owner' | 'share', language: UiLanguage) {
    const room = this.projects.toRoom(project); // refuses a project not ready for demo (§5)
    if (!project.roleId || !project.voiceId) throw badRequest('projectNotReady', { missing: 'role, voice' });
    const role = await this.roles.roles.require(owner, project.roleId);
    const setup: ConversationSetup = {
      owner,
      project: { id: project.id, name: project.name, voiceId: project.voiceId },
      role: { id: role.id, name: role.name, historyTurns: role.historyTurns },
      profile: this.roles.profileOf(role),
      visitor,
      language,
    };
    return { setup, room };
  }
}

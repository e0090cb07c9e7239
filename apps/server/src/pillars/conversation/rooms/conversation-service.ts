import { visemeTrack } from '@orator/speech';
import type { ConversationServerMessage, InteractionSettings, RoomProject, UiLanguage, VoiceInputStatus } from '@orator/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, badRequest, unauthorized } from '../../../kernel/http/app-error.ts';
import type { SessionStore } from '../../../kernel/tenancy/sessions.ts';
import type { MaterialService } from '../../platform/materials/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { RolesService } from '../roles/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { VoiceService } from '../../studio/voices/index.ts';
import { performApiCall } from './flow-api-call.ts';
import { NodeRepo } from './node-repo.ts';
import { NodeService } from './node-service.ts';
import { voiceFor } from './flow-voice.ts';
import { LiveConversation, type ConversationPorts, type ConversationSetup } from './live-conversation.ts';
import { ProjectRepo, type ProjectWithRole } from './project-repo.ts';
import { ProjectService } from './project-service.ts';
import { RecordsService } from './records-service.ts';
import { AnalysisRepo } from './analysis-repo.ts';
import { AnalysisService } from './analysis-service.ts';
import { SpeechScheduler } from './speech-scheduler.ts';
import type { SpeechRecogniser } from '../../../kernel/ai/asr/index.ts';
import { TurnAudio } from './turn-audio.ts';
import { TurnRepo } from './turn-repo.ts';
import { VoiceInput } from './voice-input.ts';

/** A conversation ready to start: who talks to what, what the room shows, and when it must end. */
export interface OpenedConversation {
  setup: ConversationSetup;
  room: RoomProject;
  /** The owner's user id (demo), null for a share link. */
  userId: string | null;
  endsAt: Date;
  voice: VoiceSetup;
}

/** Voice input of one conversation (spec §3): whether it is offered, and what the recogniser is told. */
interface VoiceSetup {
  status: VoiceInputStatus;
  interaction: InteractionSettings;
  /** The grammar's phrases, read on the first utterance (most conversations are typed). */
  phrases: () => Promise<string[]>;
}

/** The conversation module's services: projects, share links, live conversations and session records. */
export class ConversationService {
  readonly projects: ProjectService;
  readonly records: RecordsService;
  readonly nodes: NodeService;
  readonly analysis: AnalysisService;
  /** Clause synthesis for every live conversation of this process, earliest deadline first. */
  private readonly speechSlots = new SpeechScheduler();
  private readonly turnAudio: TurnAudio;

  constructor(
    db: AppDb,
    readonly roles: RolesService,
    readonly voices: VoiceService,
    private readonly sessions: SessionStore,
    materials: MaterialService,
    private readonly options: { apiAllowlist: readonly string[] },
    storage: StorageService,
    private readonly recogniser: SpeechRecogniser,
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
      voiceExists: async (owner, voiceId) => (await voices.knownVoiceFor(owner))(voiceId),
      answerMode: () => roles.chatStatus().answerMode,
      linkMaterials: (owner, projectId, ids) => materials.replaceProjectLinks(owner, projectId, ids),
      materialLinks: (owner, ids) => materials.signedLinks(owner, ids),
    });
    const turns = new TurnRepo(db);
    this.turnAudio = new TurnAudio(storage, turns);
    this.records = new RecordsService(turns, (key) => this.turnAudio.link(key));
    this.nodes = new NodeService(new NodeRepo(db), this.projects, (owner, projectId, ids) =>
      materials.replaceProjectLinks(owner, projectId, ids),
    );
    this.analysis = new AnalysisService(new AnalysisRepo(db));
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
    const speech = this.voices.speechFor(setup.owner);
    const ports: ConversationPorts = {
      answer: (input, signal) => this.roles.engine.answer(input, signal),
      speak: async (text, voiceId, deadline) => {
        // The project owner's speech: their own voices (`profile:{id}`) speak as in their videos.
        const result = await this.speechSlots.run(deadline, () => speech.synthesize({ text, voiceId }));
        return { wav: result.wav, durationMs: result.durationMs, visemes: visemeTrack(result.phonemes, result.durationMs) };
      },
      record: (turn) => this.records.repo.insert(turn),
      storeAudio: (turn, wav) => this.turnAudio.store(setup.owner, live.sessionId, turn, wav),
      log: (error, message) => log.error({ err: error }, message),
      callApi: (call, sessionId) => performApiCall(call, sessionId, this.options.apiAllowlist),
      voiceFor: (language, currentVoiceId) => voiceFor(this.voices.speech.voices(), language, currentVoiceId),
    };
    const live = new LiveConversation(setup, ports, send);
    return live;
  }

  /** Voice input for a conversation, or null when the project's language has no recogniser. */
  voiceInput(
    opened: OpenedConversation,
    ask: (question: string, audio: Buffer) => void,
    send: (message: ConversationServerMessage) => void,
    log: FastifyBaseLogger,
  ): VoiceInput | null {
    const { status, interaction } = opened.voice;
    if (!status.available) return null;
    let phrases: Promise<string[]> | null = null;
    const transcribe = async (wav: Buffer) => {
      phrases ??= opened.voice.phrases();
      const grammarPhrases = await phrases;
      const result = await this.recogniser.transcribe(wav, {
        language: status.language,
        grammarPhrases,
        customWords: interaction.asrWords,
      });
      return result.text;
    };
    const ports = { transcribe, log: (error: unknown, message: string) => log.error({ err: error }, message) };
    return new VoiceInput(ask, interaction, opened.setup.language, ports, send);
  }

  private async open(owner: Owner, project: ProjectWithRole, visitor: 'owner' | 'share', language: UiLanguage) {
    const room = await this.projects.toRoom(project); // refuses a project not ready for demo (§5)
    if (!project.roleId || !project.voiceId) throw badRequest('projectNotReady', { missing: 'role, voice' });
    const role = await this.roles.roles.require(owner, project.roleId);
    const setup: ConversationSetup = {
      owner,
      project: { id: project.id, name: project.name, voiceId: project.voiceId },
      role: {
        id: role.id,
        name: role.name,
        historyTurns: role.historyTurns,
        greeting: role.greeting,
        greetings: this.roles.greetingsOf(role),
      },
      profile: this.roles.profileOf(role),
      visitor,
      language,
      nodes: room.config.nodes,
    };
    return { setup, room, voice: this.voiceSetup(owner, room, role) };
  }

  /** The project speaks its voice's language (the editor's voice language when the voice says `auto`). */
  private voiceSetup(owner: Owner, project: RoomProject, role: Parameters<RolesService['knownQuestions']>[1]): VoiceSetup {
    const config = project.config;
    const voiceLanguage = project.voiceId ? this.voices.find(project.voiceId)?.language : undefined;
    const language = voiceLanguage && voiceLanguage !== 'auto' ? voiceLanguage : config.voice.language;
    const status: VoiceInputStatus = this.recogniser.supports(language)
      ? { available: true, language }
      : { available: false, language, reason: 'languageUnsupported' };
    const { interaction, sleep } = config;
    const phrases = async () => [
      ...(await this.roles.knownQuestions(owner, role)),
      ...interaction.keywords,
      ...[sleep.wakeWord, sleep.sleepWord].filter(Boolean),
    ];
    return { status, interaction, phrases };
  }
}

import { AudioOutlined } from '@ant-design/icons';
import { toUiLanguage, type ConversationStart } from '@orator/shared';
import { Alert, Result, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { currentLanguage, useLanguageStore } from '../../lib/i18n/index.ts';
import '../i18n/register.ts';
import { ConversationRecord } from './components/ConversationRecord.tsx';
import { componentsOfNode, fitScale } from './components/frame.ts';
import { RoomCanvas } from './components/RoomCanvas.tsx';
import { RoomInputBox } from './components/RoomInputBox.tsx';
import type { RoomActions, RoomView } from './components/roomView.ts';
import { useBoxSize } from './components/useBoxSize.ts';
import { IdleNotice, QueuedView, SleepingView, useAutoClear } from './RoomRuntime.tsx';
import { useConversation, type RoomState } from './useConversation.ts';
import { useVoiceInput } from '../../lib/media/useVoiceInput.ts';
import { VoiceInputButton } from './VoiceInputButton.tsx';
import './room.css';
import './voice/i18n.ts';

/** States whose labels live with the room's runtime texts. */
const RUNTIME_STATES: RoomState[] = ['queued', 'asleep', 'interrupted', 'idle'];
/** The record beside the screen when the project places none. */
const SIDE_RECORD = { type: 'conversationRecord', show: 'both', textColor: 'inherit', background: 'transparent' } as const;

/**
 * The conversation room (spec §2 /aiask/digital/{name}): the owner's demo of a project (logged in)
 * or a visitor's through a share link (`?share=`). The project's screen (background and the current
 * node's components, RoomCanvas) fills the room at the project's ratio; the record and the input box
 * stand beside it unless the node places them. The answer streams as text and is spoken clause by
 * clause; stop (or a new question) cuts it off.
 */
export default function RoomPage() {
  const { t } = useTranslation('aiask');
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const share = search.get('share');
  const token = useAuthStore((s) => s.token);
  // The language the session opens in; the language switch then tells the server (answers and voice) and the UI.
  const [language] = useState(currentLanguage);
  const uiLanguage = useLanguageStore((s) => s.language);
  const setUiLanguage = useLanguageStore((s) => s.setLanguage);
  const start = useMemo<ConversationStart | null>(() => {
    if (share) return { type: 'start', share, language };
    if (token) return { type: 'start', projectId: name, token, language };
    return null;
  }, [share, token, name, language]);
  const conversation = useConversation(start);
  const { state, position, project, nodeId, exchanges, error, played, audio, reconnect, clear } = conversation;
  const cleared = useAutoClear(project?.config.interaction.autoClearSec ?? 0, state, exchanges, clear);
  const { ref: screen, size } = useBoxSize<HTMLDivElement>();
  const { switchLanguage } = conversation;
  const actions = useMemo<RoomActions>(
    () => ({
      ask: conversation.ask,
      stop: conversation.stop,
      clear: conversation.clear,
      goto: conversation.goto,
      setMuted: conversation.setMuted,
      setLanguage: (code) => {
        switchLanguage(code);
        setUiLanguage(toUiLanguage(code));
      },
    }),
    [conversation.ask, conversation.stop, conversation.clear, conversation.goto, conversation.setMuted, switchLanguage, setUiLanguage],
  );
  const interaction = project?.config.interaction;
  const mic = useVoiceInput({
    method: interaction?.voiceMethod ?? 'direct',
    silenceMs: interaction?.silenceMs ?? 800,
    onUtterance: conversation.sendAudio,
    // Barge-in: the visitor speaks over the avatar: silence it here at once, and the server drops the rest.
    onSpeechStart: () => {
      if (audio.speaking || state === 'loading' || state === 'speaking') conversation.stop();
    },
  });
  const { heard } = mic;
  useEffect(heard, [conversation.transcript, conversation.errors, heard]);
  // Default method voice: the microphone opens with the visitor's first gesture in the room (browsers require one).
  const voiceFirst = conversation.voiceInput?.available === true && interaction?.defaultMethod === 'voice';
  const gestured = useRef(false);
  const openOnGesture = () => {
    if (!voiceFirst || gestured.current) return;
    gestured.current = true;
    if (mic.state === 'off') void mic.start();
  };
  const stateLabel = RUNTIME_STATES.includes(state) ? t(`runtime.state.${state}`) : t(`projects.room.state.${state}`);

  if (!start) return <Result status="403" title={t('projects.room.loginRequired')} data-testid="room-login-required" />;
  if (!project || !nodeId) {
    if (state === 'queued') return <QueuedView position={position} />;
    if (error || state === 'closed')
      return <Result status="warning" title={error ?? t('projects.room.closed')} data-testid="room-refused" />;
    return <Spin fullscreen tip={t('projects.room.connecting')} />;
  }

  const types = new Set(componentsOfNode(project.config.components, nodeId).map((component) => component.props.type));
  const sideRecord = !types.has('conversationRecord');
  const sideInput = !types.has('inputBox');
  const scale = fitScale(project, size);
  const canvas = { width: Math.round(project.width * scale), height: Math.round(project.height * scale) };
  const micButton = conversation.voiceInput?.available ? (
    <VoiceInputButton mic={mic} interaction={project.config.interaction} transcript={conversation.transcript} language={uiLanguage} />
  ) : null;
  // A node that places the voice input component gets the button at its frame, and nowhere else.
  const placedMic = micButton !== null && types.has('voiceInput');
  const voice = micButton ?? (
    <Alert
      type="info"
      showIcon
      icon={<AudioOutlined />}
      message={t('voice.unavailable')}
      className="ak-room-voice-note"
      data-testid="room-no-voice"
      data-reason={conversation.voiceInput?.available === false ? conversation.voiceInput.reason : undefined}
    />
  );
  const view: RoomView = {
    project,
    audio,
    exchanges,
    state,
    muted: conversation.muted,
    language: uiLanguage,
    latencyMs: conversation.latencyMs,
    actions,
    voiceInput: placedMic ? micButton : undefined,
    mediaUrl: (url) => url, // the server sends materials as signed links
  };
  const emptyNote = cleared ? (
    <p className="ak-rc-muted" data-testid="room-cleared">
      {t('runtime.cleared')}
    </p>
  ) : undefined;

  return (
    <div
      className={`ak-room ${project.ratio === 'vertical' ? 'ak-room-vertical' : ''}`}
      data-testid="room"
      data-state={state}
      data-played={played}
      onPointerDownCapture={openOnGesture}
    >
      <div className={`ak-room-stage ${state === 'asleep' ? 'ak-room-stage-asleep' : ''}`}>
        <div className="ak-room-title">
          <strong>{project.name}</strong>
          {project.roleName && <span>{project.roleName}</span>}
          <Tag color={project.answerMode === 'llm' ? 'blue' : 'gold'} data-testid="room-answer-mode">
            {t(`projects.room.mode.${project.answerMode}`)}
          </Tag>
          <Tag data-testid="room-state">{stateLabel}</Tag>
        </div>
        <div className="ak-room-screen" ref={screen}>
          {scale > 0 && (
            <div className="ak-room-canvas-wrap">
              <RoomCanvas view={view} nodeId={nodeId} scale={scale} />
              {state === 'asleep' && <SleepingView project={project} {...canvas} />}
            </div>
          )}
        </div>
        {!sideInput && state === 'idle' && <IdleNotice onReconnect={reconnect} />}
      </div>
      {(sideRecord || sideInput) && (
        <div className="ak-room-talk">
          {sideRecord && (
            <div className="ak-room-log" data-testid="room-log">
              <ConversationRecord props={SIDE_RECORD} view={view} emptyNote={emptyNote} />
            </div>
          )}
          {error && <Alert type="error" showIcon message={error} closable data-testid="room-error" />}
          {sideInput && (
            // One block, so a phone keeps it at the bottom of the screen (above the keyboard).
            <div className="ak-room-compose" data-testid="room-compose">
              {state === 'idle' && <IdleNotice onReconnect={reconnect} />}
              {!placedMic && voice}
              <RoomInputBox view={view} />
            </div>
          )}
        </div>
      )}
      {!sideInput && !placedMic && <div className="ak-room-float-voice">{voice}</div>}
      {!sideRecord && !sideInput && error && (
        <Alert className="ak-room-float-error" type="error" showIcon message={error} closable data-testid="room-error" />
      )}
    </div>
  );
}

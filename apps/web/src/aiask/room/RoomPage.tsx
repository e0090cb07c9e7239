import { AudioOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { ConversationStart } from '@orator/shared';
import { Alert, Button, Input, Result, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAuthStore } from '../../auth/authStore.ts';
import { currentLanguage } from '../../i18n/index.ts';
import '../i18n/register.ts';
import { AvatarStage } from './AvatarStage.tsx';
import { useConversation } from './useConversation.ts';
import './room.css';

/**
 * The conversation room (spec §2 /aiask/digital/{name}): the owner's demo of a project (logged in)
 * or a visitor's through a share link (`?share=`). Typed questions; the answer streams as text and
 * is spoken clause by clause; stop (or a new question) cuts it off.
 */
export default function RoomPage() {
  const { t } = useTranslation('aiask');
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const share = search.get('share');
  const token = useAuthStore((s) => s.token);
  const language = currentLanguage();
  const start = useMemo<ConversationStart | null>(() => {
    if (share) return { type: 'start', share, language };
    if (token) return { type: 'start', projectId: name, token, language };
    return null;
  }, [share, token, name, language]);
  const { state, project, exchanges, error, played, ask, stop, audio } = useConversation(start);
  const [typed, setTyped] = useState('');
  const busy = state === 'loading' || state === 'speaking';

  if (!start) return <Result status="403" title={t('projects.room.loginRequired')} data-testid="room-login-required" />;
  if (!project) {
    if (error || state === 'closed')
      return <Result status="warning" title={error ?? t('projects.room.closed')} data-testid="room-refused" />;
    return <Spin fullscreen tip={t('projects.room.connecting')} />;
  }

  const submit = () => {
    const question = typed.trim();
    if (!question) return;
    ask(question);
    setTyped('');
  };
  const vertical = project.ratio === 'vertical';
  const maxLength = project.inputBox?.maxLength ?? 200;

  return (
    <div className={`ak-room ${vertical ? 'ak-room-vertical' : ''}`} data-testid="room" data-state={state} data-played={played}>
      <div className="ak-room-stage">
        {project.avatarId && (
          <AvatarStage avatarId={project.avatarId} audio={audio} width={vertical ? 360 : 480} height={vertical ? 480 : 420} />
        )}
        <div className="ak-room-title">
          <strong>{project.name}</strong>
          {project.roleName && <span>{project.roleName}</span>}
          <Tag color={project.answerMode === 'llm' ? 'blue' : 'gold'} data-testid="room-answer-mode">
            {t(`projects.room.mode.${project.answerMode}`)}
          </Tag>
          <Tag data-testid="room-state">{t(`projects.room.state.${state}`)}</Tag>
        </div>
      </div>
      <div className="ak-room-talk">
        <div className="ak-room-log" data-testid="room-log">
          {exchanges.length === 0 && <p className="ak-muted">{t('projects.room.empty')}</p>}
          {exchanges.map((exchange) => (
            <div key={exchange.turn} className="ak-room-exchange" data-testid="room-exchange">
              <div className="ak-room-question">{exchange.question}</div>
              <div className="ak-room-answer" data-testid="room-answer">
                {exchange.answer || (exchange.done ? '' : '…')}
                {exchange.interrupted && <Tag className="ak-room-interrupted">{t('projects.room.interrupted')}</Tag>}
              </div>
            </div>
          ))}
        </div>
        {error && <Alert type="error" showIcon message={error} closable data-testid="room-error" />}
        <Alert
          type="info"
          showIcon
          icon={<AudioOutlined />}
          message={t('projects.room.noVoiceInput')}
          className="ak-room-voice-note"
          data-testid="room-no-voice"
        />
        <div className="ak-room-input">
          <Input.TextArea
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={(event) => {
              if (!event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            maxLength={maxLength}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={project.inputBox?.placeholder || t('projects.room.placeholder')}
            disabled={state === 'closed'}
            data-testid="room-input"
          />
          {busy ? (
            <Button danger icon={<StopOutlined />} onClick={stop} data-testid="room-stop">
              {t('projects.room.stop')}
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={submit}
              disabled={state !== 'ready' || !typed.trim()}
              data-testid="room-send"
            >
              {t('projects.room.send')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

import { AudioMutedOutlined, AudioOutlined, LoadingOutlined } from '@ant-design/icons';
import { messageFor, type InteractionSettings } from '@orator/shared';
import { Alert, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Transcript } from './useConversation.ts';
import type { useVoiceInput } from '../../lib/media/useVoiceInput.ts';
import './voice/i18n.ts';

interface Props {
  mic: ReturnType<typeof useVoiceInput>;
  interaction: InteractionSettings;
  transcript: Transcript | null;
  language: string;
}

/**
 * The microphone button of the room (component `voiceInput`): the first press opens the microphone
 * (a user gesture, as browsers require); direct method: the VAD cuts utterances until pressed again;
 * hold method: press and hold to talk, release to send. Shows the microphone's state, the last
 * transcript and microphone errors (§8).
 */
export function VoiceInputButton({ mic, interaction, transcript, language }: Props) {
  const { t } = useTranslation('aiask');
  const on = mic.state !== 'off';
  const hold = interaction.voiceMethod === 'hold';
  const busy = mic.state === 'starting' || mic.state === 'recognising';
  const icon = busy ? <LoadingOutlined /> : on ? <AudioOutlined /> : <AudioMutedOutlined />;
  const holdHandlers =
    hold && on && mic.state !== 'starting'
      ? {
          onPointerDown: mic.press,
          onPointerUp: mic.release,
          onPointerLeave: mic.release,
          onKeyDown: (event: React.KeyboardEvent) => event.key === ' ' && !event.repeat && mic.press(),
          onKeyUp: (event: React.KeyboardEvent) => event.key === ' ' && mic.release(),
        }
      : { onClick: () => (on ? mic.stop() : void mic.start()) };
  const label = !on ? t('voice.start') : hold ? t('voice.hold') : t('voice.stop');
  return (
    <div className="ak-room-voice" data-testid="room-voice" data-mic={mic.state}>
      <Space wrap>
        <Button
          type={on ? 'primary' : 'default'}
          danger={mic.state === 'hearing'}
          shape="round"
          icon={icon}
          {...holdHandlers}
          data-testid="room-mic"
        >
          {label}
        </Button>
        {on && (
          <Tag color={mic.state === 'hearing' ? 'red' : 'blue'} data-testid="room-mic-state">
            {t(`voice.state.${mic.state}`)}
          </Tag>
        )}
        {hold && on && (
          <Button size="small" type="text" onClick={mic.stop} data-testid="room-mic-off">
            {t('voice.stop')}
          </Button>
        )}
      </Space>
      {transcript && (
        <div className="ak-room-transcript" data-testid="room-transcript" data-ignored={transcript.ignored}>
          {transcript.text === ''
            ? t('voice.nothingHeard')
            : t(transcript.ignored ? 'voice.ignored' : 'voice.heard', { text: transcript.text })}
        </div>
      )}
      {mic.error && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={mic.clearError}
          message={messageFor(mic.error, language)}
          data-testid="room-mic-error"
        />
      )}
    </div>
  );
}

import { ClearOutlined, MutedOutlined, SoundOutlined, StopOutlined } from '@ant-design/icons';
import type { ComponentProps } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import type { RoomView } from './roomView.ts';

/** Stop (barge-in), clear the visible record, mute the avatar's voice. */
export function OperationBar({ props, view }: { props: Extract<ComponentProps, { type: 'operationBar' }>; view: RoomView }) {
  const { t } = useTranslation('aiask');
  const answering = view.state === 'loading' || view.state === 'speaking';
  return (
    <div className="ak-rc-panel ak-rc-bar" data-testid="rc-operation-bar">
      {props.showStop && (
        <button type="button" disabled={view.actions !== null && !answering} onClick={() => view.actions?.stop()} data-testid="rc-stop">
          <StopOutlined /> {t('editor.room.stop')}
        </button>
      )}
      {props.showClear && (
        <button type="button" onClick={() => view.actions?.clear()} data-testid="rc-clear">
          <ClearOutlined /> {t('editor.room.clear')}
        </button>
      )}
      {props.showMute && (
        <button type="button" aria-pressed={view.muted} onClick={() => view.actions?.setMuted(!view.muted)} data-testid="rc-mute">
          {view.muted ? <MutedOutlined /> : <SoundOutlined />} {t(view.muted ? 'editor.room.unmute' : 'editor.room.mute')}
        </button>
      )}
    </div>
  );
}

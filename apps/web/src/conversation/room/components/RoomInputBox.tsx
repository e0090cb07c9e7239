import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAsk } from '../useConversation.ts';
import type { RoomView } from './roomView.ts';

/**
 * The visitor's typed question (the project's input tab sets hint and length); while an answer is
 * on its way the send button becomes stop. Colours are the input box component's, when placed.
 */
export function RoomInputBox({ view, colours }: { view: RoomView; colours?: { textColor: string; background: string } }) {
  const { t } = useTranslation('aiask');
  const [typed, setTyped] = useState('');
  const busy = view.state === 'loading' || view.state === 'speaking';
  const submit = () => {
    const question = typed.trim();
    if (!question || !view.actions) return;
    view.actions.ask(question);
    setTyped('');
  };
  const style = colours ? { color: colours.textColor, background: colours.background } : undefined;
  return (
    <div className="ak-room-input" style={style} data-testid="rc-input-box">
      <Input.TextArea
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={(event) => {
          if (!event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
        maxLength={view.project.inputBox?.maxLength ?? 200}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={view.project.inputBox?.placeholder || t('projects.room.placeholder')}
        disabled={view.state === 'closed' || view.state === 'idle'}
        style={style}
        data-testid="room-input"
      />
      {busy ? (
        <Button danger icon={<StopOutlined />} onClick={() => view.actions?.stop()} data-testid="room-stop">
          {t('projects.room.stop')}
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={submit}
          disabled={view.actions !== null && (!canAsk(view.state) || !typed.trim())}
          data-testid="room-send"
        >
          {t('projects.room.send')}
        </Button>
      )}
    </div>
  );
}

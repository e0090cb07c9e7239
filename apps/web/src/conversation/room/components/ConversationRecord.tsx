import type { ComponentProps } from '@orator/shared';
import { Tag } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from './roomView.ts';

/** The questions and answers so far (both, or only one side), newest at the bottom. */
export function ConversationRecord({
  props,
  view,
  emptyNote,
}: {
  props: Extract<ComponentProps, { type: 'conversationRecord' }>;
  view: RoomView;
  /** Shown instead of the invitation while empty (e.g. "cleared"). */
  emptyNote?: ReactNode;
}) {
  const { t } = useTranslation('aiask');
  const panel = useRef<HTMLDivElement>(null);
  const last = view.exchanges.at(-1);
  // Follows the newest text, scrolling only the record (not the page around it).
  useEffect(() => {
    if (panel.current) panel.current.scrollTop = panel.current.scrollHeight;
  }, [last?.answer, view.exchanges.length]);
  return (
    <div
      ref={panel}
      className="ak-rc-panel ak-rc-record"
      style={{ color: props.textColor, background: props.background }}
      data-testid="rc-record"
    >
      {view.exchanges.length === 0 && (emptyNote ?? <p className="ak-rc-muted">{t('editor.room.recordEmpty')}</p>)}
      {view.exchanges.map((exchange) => (
        <div key={exchange.turn} className="ak-rc-exchange" data-testid="room-exchange">
          {/* A flow's own words (greeting, collect prompts) come as turns without a question. */}
          {props.show !== 'answer' && exchange.question && <div className="ak-rc-question">{exchange.question}</div>}
          {props.show !== 'question' && (
            <div className="ak-rc-answer" data-testid="room-answer">
              {exchange.answer || (exchange.done ? '' : '…')}
              {exchange.interrupted && <Tag className="ak-room-interrupted">{t('projects.room.interrupted')}</Tag>}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

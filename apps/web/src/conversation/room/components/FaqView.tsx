import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { ComponentProps } from '@orator/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from './roomView.ts';

/** Common questions with a collapse toggle; tapping one asks it. */
export function FaqView({ props, view }: { props: Extract<ComponentProps, { type: 'faq' }>; view: RoomView }) {
  const { t } = useTranslation('aiask');
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <div className="ak-rc-panel ak-rc-faq" data-testid="rc-faq" data-collapsed={collapsed}>
      <button type="button" className="ak-rc-faq-head" onClick={() => setCollapsed(!collapsed)} data-testid="rc-faq-toggle">
        <span>{props.title || t('editor.room.faqTitle')}</span>
        {collapsed ? <DownOutlined /> : <UpOutlined />}
      </button>
      {!collapsed && (
        <ul>
          {props.questions.map((question) => (
            <li key={question}>
              <button type="button" onClick={() => view.actions?.ask(question)} data-testid="rc-faq-question">
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { FlowNode, NodeConfig } from '@orator/shared';
import { Button, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NextSelect } from './NextSelect.tsx';

type Routes = Extract<NodeConfig, { type: 'interaction' }>['routes'];

/** An interaction node's keyword routes: keywords (typed, Enter adds one) -> the node to go to. */
export function RoutesEditor({
  nodes,
  self,
  routes,
  onChange,
}: {
  nodes: readonly FlowNode[];
  self: string;
  routes: Routes;
  onChange: (routes: Routes) => void;
}) {
  const { t } = useTranslation('aiask');
  const target = nodes.find((node) => node.id !== self);
  const update = (index: number, patch: Partial<Routes[number]>) =>
    onChange(routes.map((route, i) => (i === index ? { ...route, ...patch } : route)));
  return (
    <Form.Item label={t('flow.field.routes')} extra={t('flow.field.routesHint')}>
      {routes.map((route, index) => (
        <div key={index} className="ak-flow-field" data-testid="flow-route">
          <Form.Item label={t('flow.field.keywords')}>
            <Select
              mode="tags"
              value={route.keywords}
              placeholder={t('flow.field.keywordsHint')}
              onChange={(keywords: string[]) =>
                update(index, {
                  keywords: keywords
                    .map((k) => k.trim())
                    .filter(Boolean)
                    .slice(0, 20),
                })
              }
              open={false}
              aria-label={t('flow.field.keywords')}
            />
          </Form.Item>
          <Form.Item label={t('flow.field.routeTo')}>
            <Space.Compact block>
              <NextSelect
                nodes={nodes}
                self={self}
                value={route.next}
                allowNone={false}
                onChange={(next) => next && update(index, { next })}
              />
              <Button danger onClick={() => onChange(routes.filter((_, i) => i !== index))}>
                {t('flow.remove')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </div>
      ))}
      {target && routes.length < 20 && (
        <Button onClick={() => onChange([...routes, { keywords: [], next: target.id }])} data-testid="flow-add-route">
          {t('flow.field.addRoute')}
        </Button>
      )}
    </Form.Item>
  );
}

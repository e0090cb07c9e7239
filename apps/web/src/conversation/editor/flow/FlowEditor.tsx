import { NODE_TYPES, withoutNode, FLOW_NODES_MAX, type FlowNode, type NodeType, type ProjectConfig } from '@orator/shared';
import { Button, Dropdown, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowCanvas } from './FlowCanvas.tsx';
import { defaultConfig, freePosition } from './flowGraph.ts';
import { NodeForm } from './NodeForm.tsx';
import './i18n/register.ts';
import './flow.css';

/** Unique within the project; not crypto.randomUUID, which plain-http pages (an intranet address) lack. */
const newNodeId = () => `node-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const ADDABLE = NODE_TYPES.filter((type): type is Exclude<NodeType, 'start'> => type !== 'start');

/**
 * The project editor's conversation tab (spec §2 node types): the flow drawn as boxes and arrows,
 * nodes added by type, dragged into place, edited in the side form and deleted (not the start
 * node; links to it are cleared and its components go, as nodeConfig/deleteNode does).
 */
export function FlowEditor({ config, onChange }: { config: ProjectConfig; onChange: (config: ProjectConfig) => void }) {
  const { t } = useTranslation('aiask');
  const [selected, setSelected] = useState<string | null>(config.nodes[0]?.id ?? null);
  const node = config.nodes.find((candidate) => candidate.id === selected) ?? null;
  const replace = (changed: FlowNode) => onChange({ ...config, nodes: config.nodes.map((n) => (n.id === changed.id ? changed : n)) });

  const add = (type: Exclude<NodeType, 'start'>) => {
    const created: FlowNode = {
      id: newNodeId(),
      name: t('flow.newName', { type: t(`flow.types.${type}`) }).slice(0, 50),
      position: freePosition(config.nodes),
      config: defaultConfig(type, t('flow.defaultPrompt')),
    };
    onChange({ ...config, nodes: [...config.nodes, created] });
    setSelected(created.id);
  };
  const remove = (id: string) => {
    const edit = withoutNode(config, id);
    if (!edit.ok) return;
    onChange(edit.config);
    setSelected(config.nodes[0]?.id ?? null);
  };

  return (
    <div className="ak-flow" data-testid="flow-editor">
      <div className="ak-flow-head">
        <div>
          <h2>{t('flow.title')}</h2>
          <span className="ak-muted">{t('flow.hint')}</span>
        </div>
        <Dropdown
          disabled={config.nodes.length >= FLOW_NODES_MAX}
          menu={{
            items: ADDABLE.map((type) => ({ key: type, label: t(`flow.types.${type}`) })),
            onClick: ({ key }) => add(key as Exclude<NodeType, 'start'>),
          }}
        >
          <Button type="primary" data-testid="flow-add">
            {t('flow.add')}
          </Button>
        </Dropdown>
      </div>
      <div className="ak-flow-body">
        <FlowCanvas
          nodes={config.nodes}
          selected={selected}
          onSelect={setSelected}
          onMove={(id, position) => {
            const moved = config.nodes.find((n) => n.id === id);
            if (moved) replace({ ...moved, position });
          }}
        />
        <aside className="ak-flow-side">
          {node ? (
            <NodeForm key={node.id} node={node} nodes={config.nodes} onChange={replace} onDelete={() => remove(node.id)} />
          ) : (
            <Empty description={t('flow.empty')} />
          )}
        </aside>
      </div>
    </div>
  );
}

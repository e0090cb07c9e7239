import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { canAddComponent, COMPONENT_TYPES, moveComponent, type ComponentType } from '@orator/shared';
import { Alert, Button, Form, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { componentsOfNode } from '../../room/components/frame.ts';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { newComponent, newComponentId } from '../componentDefaults.ts';
import { ComponentForm } from './ComponentForm.tsx';
import type { TabProps } from './tabProps.ts';

export interface ComponentTabProps extends TabProps {
  size: { width: number; height: number };
  nodeId: string;
  onNode: (nodeId: string) => void;
  /** Nodes of the saved project: only these take components (§5). */
  savedNodeIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The node's components: palette (§5 once-only), layers (top first, §8 top/bottom), delete, properties. */
export function ComponentTab(props: ComponentTabProps) {
  const { draft, changeConfig, size, nodeId, onNode, savedNodeIds, selectedId, onSelect } = props;
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const components = draft.config.components;
  const onNodeList = componentsOfNode(components, nodeId);
  const selected = onNodeList.find((component) => component.id === selectedId) ?? null;
  const nodeSaved = savedNodeIds.has(nodeId);

  const add = (type: ComponentType) => {
    const refused = nodeSaved ? canAddComponent(components, nodeId, type) : 'configureNodeFirst';
    if (refused) {
      toast.error(errorText(refused));
      return;
    }
    const component = newComponent(type, nodeId, size, newComponentId());
    changeConfig((config) => ({ ...config, components: [...config.components, component] }));
    onSelect(component.id);
  };
  const move = (id: string, direction: 'up' | 'down') => {
    const moved = moveComponent(components, id, direction);
    if ('error' in moved) toast.error(errorText(moved.error));
    else changeConfig((config) => ({ ...config, components: moved.components }));
  };
  const remove = (id: string) => {
    const component = components.find((c) => c.id === id);
    if (!component) return;
    confirm({
      title: t('editor.component.deleteConfirm', { type: t(`editor.types.${component.props.type}`) }),
      onOk: async () => {
        changeConfig((config) => ({ ...config, components: config.components.filter((c) => c.id !== id) }));
        if (selectedId === id) onSelect(null);
      },
    });
  };

  return (
    <div className="ak-ed-components">
      <Form layout="vertical">
        <Form.Item label={t('editor.component.node')}>
          <Select
            showSearch
            optionFilterProp="label"
            value={nodeId}
            options={draft.config.nodes.map((node) => ({
              value: node.id,
              label: `${node.name} · ${t(`editor.nodeTypes.${node.config.type}`)}`,
            }))}
            onChange={(id: string) => {
              onNode(id);
              onSelect(null);
            }}
            data-testid="component-node"
          />
        </Form.Item>
      </Form>
      {!nodeSaved && <Alert type="warning" showIcon message={errorText('configureNodeFirst')} data-testid="component-node-unsaved" />}
      <h4>{t('editor.component.add')}</h4>
      <div className="ak-ed-palette" data-testid="component-palette">
        {COMPONENT_TYPES.map((type) => (
          <Button key={type} size="small" disabled={!nodeSaved} onClick={() => add(type)} data-testid={`palette-${type}`}>
            {t(`editor.types.${type}`)}
          </Button>
        ))}
      </div>
      <h4>{t('editor.component.layers')}</h4>
      {onNodeList.length === 0 && <p className="ak-muted">{t('editor.component.empty')}</p>}
      <ul className="ak-ed-layers" data-testid="component-layers">
        {[...onNodeList].reverse().map((component) => (
          <li
            key={component.id}
            className={component.id === selectedId ? 'ak-ed-selected' : ''}
            onClick={() => onSelect(component.id)}
            data-testid="layer"
            data-type={component.props.type}
          >
            <span>{t(`editor.types.${component.props.type}`)}</span>
            <span onClick={(event) => event.stopPropagation()}>
              <Tooltip title={t('editor.component.up')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  onClick={() => move(component.id, 'up')}
                  data-testid="layer-up"
                />
              </Tooltip>
              <Tooltip title={t('editor.component.down')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  onClick={() => move(component.id, 'down')}
                  data-testid="layer-down"
                />
              </Tooltip>
              <Tooltip title={t('editor.component.delete')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(component.id)}
                  data-testid="layer-delete"
                />
              </Tooltip>
            </span>
          </li>
        ))}
      </ul>
      <h4>{t('editor.component.properties')}</h4>
      {selected ? (
        <ComponentForm
          component={selected}
          nodes={draft.config.nodes}
          onChange={(next) =>
            changeConfig((config) => ({ ...config, components: config.components.map((c) => (c.id === next.id ? next : c)) }))
          }
        />
      ) : (
        <p className="ak-muted">{t('editor.component.selectHint')}</p>
      )}
    </div>
  );
}

import { FlowNode, messageFor, isErrorKey, API_CALL_TIMEOUT_MAX_MS, UI_LANGUAGES, type NodeConfig } from '@orator/shared';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldsEditor } from './FieldsEditor.tsx';
import { NextSelect } from './NextSelect.tsx';
import { RoutesEditor } from './RoutesEditor.tsx';

/** The first thing keeping the node from saving, in the user's language (null when it is complete). */
function problemOf(node: FlowNode, language: string): string | null {
  const parsed = FlowNode.safeParse(node);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return null;
  const where = issue.path.join('.');
  return isErrorKey(issue.message) ? messageFor(issue.message, language) : `${where}: ${issue.message}`;
}

/**
 * The selected node's settings: its name and every field of its type's NodeConfig. Changes go to
 * the document as they are typed; the project's save checks the whole flow.
 */
export function NodeForm({
  node,
  nodes,
  onChange,
  onDelete,
}: {
  node: FlowNode;
  nodes: readonly FlowNode[];
  onChange: (node: FlowNode) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('aiask');
  const config = node.config;
  const set = (patch: Partial<NodeConfig>) => onChange({ ...node, config: { ...config, ...patch } as NodeConfig });
  const next = (label: string, value: string | null, key: 'next' | 'onError' = 'next') => (
    <Form.Item label={label}>
      <NextSelect nodes={nodes} self={node.id} value={value} onChange={(target) => set({ [key]: target })} testId={`flow-${key}`} />
    </Form.Item>
  );
  const text = (label: string, value: string, key: string, extra?: string) => (
    <Form.Item label={label} extra={extra}>
      <Input.TextArea
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={1000}
        value={value}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </Form.Item>
  );
  const problem = problemOf(node, i18n.language);

  return (
    <Form layout="vertical" component="div" className="ak-flow-form" data-testid="flow-node-form">
      <h3>{t(`flow.types.${config.type}`)}</h3>
      {problem && <Alert type="warning" showIcon message={t('flow.invalid', { problem })} />}
      <Form.Item label={t('flow.field.name')}>
        <Input
          value={node.name}
          maxLength={50}
          onChange={(event) => onChange({ ...node, name: event.target.value })}
          data-testid="flow-node-name"
        />
      </Form.Item>
      {config.type === 'start' && (
        <>
          {text(t('flow.field.greeting'), config.greeting, 'greeting', t('flow.field.greetingHint'))}
          {next(t('flow.field.next'), config.next)}
        </>
      )}
      {config.type === 'interaction' && (
        <RoutesEditor nodes={nodes} self={node.id} routes={config.routes} onChange={(routes) => set({ routes })} />
      )}
      {config.type === 'collect' && (
        <>
          <FieldsEditor fields={config.fields} onChange={(fields) => set({ fields })} />
          {text(t('flow.field.done'), config.done, 'done')}
          {next(t('flow.field.next'), config.next)}
        </>
      )}
      {config.type === 'apiCall' && (
        <>
          <Form.Item label={t('flow.field.url')} extra={t('flow.field.urlHint')}>
            <Input
              value={config.url}
              maxLength={2000}
              placeholder="https://"
              onChange={(event) => set({ url: event.target.value })}
              data-testid="flow-url"
            />
          </Form.Item>
          <div className="ak-flow-row">
            <Form.Item label={t('flow.field.method')}>
              <Select
                value={config.method}
                onChange={(method: 'GET' | 'POST') => set({ method })}
                options={['POST', 'GET'].map((m) => ({ value: m, label: m }))}
              />
            </Form.Item>
            <Form.Item label={t('flow.field.timeout')}>
              <InputNumber
                min={100}
                max={API_CALL_TIMEOUT_MAX_MS}
                step={500}
                value={config.timeoutMs}
                onChange={(value) => value !== null && set({ timeoutMs: value })}
              />
            </Form.Item>
          </div>
          {text(
            t('flow.field.say'),
            config.say,
            'say',
            t('flow.field.sayHint', { example: '{{ticket.id}}', interpolation: { escapeValue: false } }),
          )}
          {next(t('flow.field.next'), config.next)}
          {next(t('flow.field.onError'), config.onError, 'onError')}
        </>
      )}
      {config.type === 'end' && text(t('flow.field.farewell'), config.farewell, 'farewell')}
      {config.type === 'search' && next(t('flow.field.next'), config.next)}
      {config.type === 'standard' && (
        <>
          {text(t('flow.field.reply'), config.reply, 'reply')}
          {next(t('flow.field.next'), config.next)}
        </>
      )}
      {config.type === 'language' && (
        <>
          <Form.Item label={t('flow.field.language')}>
            <Select
              value={config.language}
              onChange={(language: string) => set({ language })}
              options={UI_LANGUAGES.map((code) => ({ value: code, label: t(`flow.languages.${code}`) }))}
            />
          </Form.Item>
          {next(t('flow.field.next'), config.next)}
        </>
      )}
      {config.type !== 'start' && (
        <Popconfirm title={t('flow.deleteConfirm', { name: node.name })} onConfirm={onDelete} okButtonProps={{ danger: true }}>
          <Button danger data-testid="flow-delete-node">
            {t('flow.delete')}
          </Button>
        </Popconfirm>
      )}
    </Form>
  );
}

import { DEFAULT_STATE_ACTIONS, type DefaultState, type DefaultStateAction } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { robotApi } from '../robotApi.ts';

interface Values {
  name: string;
  action: DefaultStateAction;
  taskId?: string;
  point?: string;
  enabled: boolean;
}

/** Create or edit one default state of a robot: what it restores (resume / run a task / stand by). */
export function DefaultStateEditor({
  robotId,
  editing,
  onClose,
  onSaved,
}: {
  robotId: string;
  editing: { state: DefaultState | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const action = Form.useWatch('action', form);
  const tasks = useQuery({
    queryKey: ['robot', 'tasks', 'picker'],
    queryFn: () => robotApi.taskPage({ page: 1, size: 100 }),
    enabled: editing !== null,
  });
  useEffect(() => {
    if (!editing) return;
    const state = editing.state;
    form.setFieldsValue(
      state
        ? { name: state.name, action: state.action, taskId: state.taskId ?? undefined, point: state.point ?? '', enabled: state.enabled }
        : { name: '', action: 'resumeTask', taskId: undefined, point: '', enabled: true },
    );
  }, [editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await robotApi.saveDefault({
        id: editing?.state?.id,
        robotId,
        name: values.name.trim(),
        action: values.action,
        enabled: values.enabled,
        taskId: values.action === 'runTask' ? (values.taskId ?? null) : null,
        point: values.action === 'standBy' ? (values.point ?? '').trim() : null,
      });
      onSaved();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={editing?.state ? t('robot.defaults.editTitle') : t('robot.defaults.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'default-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('robot.defaults.name')}
          rules={[{ required: true, whitespace: true, message: t('robot.defaults.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="default-name" />
        </Form.Item>
        <Form.Item name="action" label={t('robot.defaults.action')}>
          <Select
            data-testid="default-action"
            options={DEFAULT_STATE_ACTIONS.map((a) => ({ value: a, label: t(`robot.defaults.actions.${a}`) }))}
          />
        </Form.Item>
        {action === 'runTask' && (
          <Form.Item name="taskId" label={t('robot.defaults.task')} rules={[{ required: true, message: t('robot.defaults.taskRequired') }]}>
            <Select
              data-testid="default-task"
              loading={tasks.isPending}
              options={(tasks.data?.items ?? []).map((task) => ({ value: task.id, label: task.name }))}
            />
          </Form.Item>
        )}
        {action === 'standBy' && (
          <Form.Item
            name="point"
            label={t('robot.defaults.point')}
            rules={[{ required: true, whitespace: true, message: t('robot.defaults.pointRequired') }]}
          >
            <Input maxLength={100} data-testid="default-point" />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('robot.defaults.enabled')} valuePropName="checked">
          <Switch data-testid="default-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

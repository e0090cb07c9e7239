import { ROBOT_ID_PATTERN, ROBOT_NAME_MAX, type Robot, type RobotCreated } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { simulatorPath } from '../paths.ts';
import { robotApi } from '../robotApi.ts';
import { rememberToken } from '../simulator/tokenStore.ts';

/** Register a robot by its id; the created robot comes back with its token (shown once by TokenDialog). */
export function RegisterDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: RobotCreated) => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<{ id: string; name: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      onCreated(await robotApi.register({ id: values.id.trim(), name: values.name.trim() }));
      form.resetFields();
    } catch {
      // shown by the HTTP client; the dialog stays open
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('robot.register.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('robot.register.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'robot-register-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="id"
          label={t('robot.register.id')}
          extra={t('robot.register.idHint')}
          rules={[{ required: true, pattern: ROBOT_ID_PATTERN, message: t('robot.register.idInvalid') }]}
        >
          <Input autoFocus maxLength={64} data-testid="robot-register-id" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('robot.register.name')}
          rules={[{ required: true, whitespace: true, message: t('robot.register.nameRequired') }]}
        >
          <Input maxLength={ROBOT_NAME_MAX} data-testid="robot-register-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The API token, shown once (after registering or making a new one); the simulator can take it along. */
export function TokenDialog({ created, onClose }: { created: RobotCreated | null; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  const navigate = useNavigate();
  if (!created) return null;
  const openSimulator = () => {
    rememberToken(created.robot.id, created.apiToken);
    onClose();
    void navigate(simulatorPath(created.robot.id));
  };
  return (
    <Modal
      open
      title={t('robot.token.title', { name: created.robot.name })}
      onCancel={onClose}
      footer={[
        <Button key="sim" onClick={openSimulator} data-testid="robot-token-simulator">
          {t('robot.token.openSimulator')}
        </Button>,
        <Button key="ok" type="primary" onClick={onClose} data-testid="robot-token-close">
          {t('robot.token.close')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('robot.token.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: created.apiToken, tooltips: [t('robot.token.copy'), t('robot.token.copied')] }}
        code
        data-testid="robot-token"
      >
        {created.apiToken}
      </Typography.Paragraph>
    </Modal>
  );
}

/** Choose one of the owner's navigation tasks and start it on the robot. */
export function StartTaskDialog({
  robot,
  onClose,
  onStarted,
}: {
  robot: Robot | null;
  onClose: () => void;
  onStarted: (robot: Robot) => void;
}) {
  const { t } = useTranslation('aiask');
  const [taskId, setTaskId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const tasks = useQuery({
    queryKey: ['robot', 'tasks', 'picker'],
    queryFn: () => robotApi.taskPage({ page: 1, size: 100 }),
    enabled: !!robot,
  });
  if (!robot) return null;
  const start = async () => {
    if (!taskId) return;
    setBusy(true);
    try {
      onStarted(await robotApi.control({ id: robot.id, action: 'start', taskId }));
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  const options = (tasks.data?.items ?? []).map((task) => ({ value: task.id, label: task.name }));
  return (
    <Modal
      open
      title={t('robot.start.title', { name: robot.name })}
      onCancel={onClose}
      onOk={() => void start()}
      okText={t('robot.start.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !taskId, 'data-testid': 'robot-start-ok' }}
    >
      {!tasks.isPending && options.length === 0 ? (
        <Alert type="info" showIcon message={t('robot.start.noTasks')} />
      ) : (
        <Select
          style={{ width: '100%' }}
          placeholder={t('robot.start.taskRequired')}
          value={taskId}
          onChange={setTaskId}
          options={options}
          loading={tasks.isPending}
          data-testid="robot-start-task"
        />
      )}
    </Modal>
  );
}

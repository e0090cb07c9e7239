import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ROBOT_TASK_POINTS_MAX, type NavigationTask } from '@orator/shared';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { robotApi } from '../robotApi.ts';

interface PointValues {
  point: string;
  broadcast: string;
  nodeId: string;
}
interface TaskValues {
  name: string;
  map: string;
  triggerIntent: string;
  startupCopy: string;
  points: PointValues[];
}

const blankPoint: PointValues = { point: '', broadcast: '', nodeId: '' };

/** Create or edit a navigation broadcast task (spec §3): its fields and the ordered path points. */
export function TaskEditor({
  open,
  task,
  onClose,
  onSaved,
}: {
  open: boolean;
  task: NavigationTask | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<TaskValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      task
        ? { ...task, points: task.points.map((p) => ({ point: p.point, broadcast: p.broadcast, nodeId: p.nodeId ?? '' })) }
        : { name: '', map: '', triggerIntent: '', startupCopy: '', points: [{ ...blankPoint }] },
    );
  }, [open, task, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await robotApi.saveTask({
        id: task?.id,
        name: values.name.trim(),
        map: values.map ?? '',
        triggerIntent: values.triggerIntent ?? '',
        startupCopy: values.startupCopy ?? '',
        points: values.points.map((p) => ({ point: p.point.trim(), broadcast: p.broadcast ?? '', nodeId: p.nodeId?.trim() || null })),
      });
      onSaved();
    } catch {
      // shown by the HTTP client; the editor stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={900}
      title={task ? t('robot.tasks.editTitle') : t('robot.tasks.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'task-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('robot.tasks.name')}
          rules={[{ required: true, whitespace: true, message: t('robot.tasks.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="task-name" />
        </Form.Item>
        <Form.Item name="map" label={t('robot.tasks.map')}>
          <Input maxLength={100} data-testid="task-map" />
        </Form.Item>
        <Form.Item name="triggerIntent" label={t('robot.tasks.triggerIntent')} extra={t('robot.tasks.triggerHint')}>
          <Input maxLength={200} data-testid="task-trigger" />
        </Form.Item>
        <Form.Item name="startupCopy" label={t('robot.tasks.startupCopy')} extra={t('robot.tasks.startupHint')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="task-startup" />
        </Form.Item>
        <div className="ant-form-item-label">
          <label>{t('robot.tasks.points')}</label>
        </div>
        <Form.List
          name="points"
          rules={[
            {
              validator: async (_, points?: unknown[]) =>
                points?.length ? undefined : Promise.reject(new Error(t('robot.tasks.pointsRequired'))),
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <div className="rb-points">
              {fields.map((field, index) => (
                <div key={field.key} className="rb-point" data-testid="task-point">
                  <span className="rb-point-index">{index + 1}.</span>
                  <Form.Item
                    name={[field.name, 'point']}
                    rules={[{ required: true, whitespace: true, message: t('robot.tasks.pointRequired') }]}
                    noStyle={false}
                    style={{ margin: 0 }}
                  >
                    <Input placeholder={t('robot.tasks.point')} maxLength={100} data-testid="task-point-name" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'broadcast']} style={{ margin: 0 }}>
                    <Input.TextArea
                      placeholder={t('robot.tasks.broadcast')}
                      maxLength={2000}
                      autoSize={{ minRows: 1, maxRows: 3 }}
                      data-testid="task-point-broadcast"
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'nodeId']} style={{ margin: 0 }}>
                    <Input placeholder={t('robot.tasks.nodeId')} maxLength={100} data-testid="task-point-node" />
                  </Form.Item>
                  <span className="ak-nowrap">
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('robot.tasks.moveUp')}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('robot.tasks.moveDown')}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                      aria-label={t('robot.tasks.removePoint')}
                    />
                  </span>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < ROBOT_TASK_POINTS_MAX && (
                <Button icon={<PlusOutlined />} onClick={() => add({ ...blankPoint })} data-testid="task-point-add">
                  {t('robot.tasks.addPoint')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

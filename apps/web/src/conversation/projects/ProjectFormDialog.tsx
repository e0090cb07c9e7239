import {
  INPUT_BOX_MAX_LENGTH_MAX,
  PROJECT_NAME_MAX,
  PROJECT_SIZES,
  type AvatarProject,
  type ProjectRatio,
  type ProjectSaveBody,
} from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../api/rolesApi.ts';
import { projectsApi } from './projectsApi.ts';

interface FormValues {
  name: string;
  size: string;
  roleId?: string;
  avatarId?: string;
  voiceId?: string;
  inputBoxOn: boolean;
  placeholder?: string;
  maxLength?: number;
}

const sizeKey = (width: number, height: number) => `${width}x${height}`;

/**
 * Create (name and size for the chosen ratio, spec §2 creation dialogs) or configure a project (also
 * role, digital human, voice and input box: what §5 asks for before demo or share).
 */
export function ProjectFormDialog({
  ratio,
  project,
  onClose,
  onSaved,
}: {
  ratio: ProjectRatio;
  /** null: create; a project: configure it. */
  project: AvatarProject | null;
  onClose: () => void;
  onSaved: (project: AvatarProject) => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const configuring = project !== null;
  const inputBoxOn = Form.useWatch('inputBoxOn', form);
  const roles = useQuery({
    queryKey: ['aiask', 'roles', 'all'],
    queryFn: () => rolesApi.page({ page: 1, size: 100 }),
    enabled: configuring,
  });
  const avatars = useQuery({ queryKey: ['aiask', 'avatars'], queryFn: () => projectsApi.avatars(), enabled: configuring });
  const voices = useQuery({ queryKey: ['aiask', 'voices'], queryFn: () => projectsApi.voices(), enabled: configuring });

  const sizes = PROJECT_SIZES[ratio];
  const first = sizes[0] ?? { width: 1920, height: 1080 };
  const initial: FormValues = {
    name: project?.name ?? '',
    size: project ? sizeKey(project.width, project.height) : sizeKey(first.width, first.height),
    roleId: project?.roleId ?? undefined,
    avatarId: project?.avatarId ?? undefined,
    voiceId: project?.voiceId ?? undefined,
    inputBoxOn: project ? project.inputBox !== null : false,
    placeholder: project?.inputBox?.placeholder ?? '',
    maxLength: project?.inputBox?.maxLength ?? 200,
  };

  const submit = async () => {
    const values = await form.validateFields();
    const [width = 0, height = 0] = values.size.split('x').map(Number);
    const body: ProjectSaveBody = {
      id: project?.id,
      name: values.name,
      ratio,
      width,
      height,
      roleId: configuring ? (values.roleId ?? null) : null,
      avatarId: configuring ? (values.avatarId ?? null) : null,
      voiceId: configuring ? (values.voiceId ?? null) : null,
      inputBox: configuring && values.inputBoxOn ? { placeholder: values.placeholder ?? '', maxLength: values.maxLength ?? 200 } : null,
    };
    setSaving(true);
    try {
      onSaved(await projectsApi.save(body));
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={
        configuring
          ? t('projects.dialogs.configureTitle', { name: project.name })
          : t('projects.dialogs.createTitle', { ratio: t(`projects.ratio.${ratio}`) })
      }
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'project-form-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="project-form">
        <Form.Item
          name="name"
          label={t('projects.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('projects.rules.nameRequired') }]}
        >
          <Input maxLength={PROJECT_NAME_MAX} placeholder={t('projects.fields.namePlaceholder')} data-testid="project-name" />
        </Form.Item>
        <Form.Item name="size" label={t('projects.fields.size')} rules={[{ required: true, message: t('projects.rules.sizeRequired') }]}>
          <Select
            data-testid="project-size"
            options={sizes.map((size) => ({ value: sizeKey(size.width, size.height), label: `${size.width} × ${size.height}` }))}
          />
        </Form.Item>
        {configuring && (
          <>
            <Form.Item name="roleId" label={t('projects.fields.role')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={roles.isPending}
                placeholder={t('projects.fields.none')}
                data-testid="project-role"
                options={(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }))}
              />
            </Form.Item>
            <Form.Item name="avatarId" label={t('projects.fields.avatar')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={avatars.isPending}
                placeholder={t('projects.fields.none')}
                data-testid="project-avatar"
                options={(avatars.data?.items ?? []).map((avatar) => ({ value: avatar.id, label: avatar.name }))}
              />
            </Form.Item>
            <Form.Item name="voiceId" label={t('projects.fields.voice')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                loading={voices.isPending}
                placeholder={t('projects.fields.none')}
                data-testid="project-voice"
                options={(voices.data ?? []).map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.locale})` }))}
              />
            </Form.Item>
            {/* The explanation sits under the switch: as the switch's own label it stretched it to 180 px (issue 24 §5). */}
            <Form.Item name="inputBoxOn" label={t('projects.fields.inputBox')} valuePropName="checked" extra={t('projects.fields.inputBoxOn')}>
              <Switch data-testid="project-input-box" />
            </Form.Item>
            {inputBoxOn && (
              <>
                <Form.Item name="placeholder" label={t('projects.fields.placeholder')}>
                  <Input maxLength={100} data-testid="project-input-placeholder" />
                </Form.Item>
                <Form.Item name="maxLength" label={t('projects.fields.maxLength')}>
                  <InputNumber min={1} max={INPUT_BOX_MAX_LENGTH_MAX} precision={0} />
                </Form.Item>
              </>
            )}
          </>
        )}
      </Form>
    </Modal>
  );
}

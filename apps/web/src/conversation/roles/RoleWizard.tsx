import type { Role } from '@orator/shared';
import { Button, Drawer, Form, Space, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { rolesApi } from '../api/rolesApi.ts';
import { BASIC_FIELDS, formToSaveBody, roleToForm, type RoleFormValues } from '../model/roleForm.ts';
import { RoleAdvancedStep } from './RoleAdvancedStep.tsx';
import { RoleBasicStep } from './RoleBasicStep.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

/**
 * Role creation and editing in two steps (spec §4: basic, then advanced). The role is saved once, at
 * the end; leaving before that with something typed asks for confirmation.
 */
export function RoleWizard({
  open,
  role,
  onSaved,
  onClose,
}: {
  open: boolean;
  role: Role | null;
  onSaved: (role: Role) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<RoleFormValues>();
  const [step, setStep] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const guard = useLeaveGuard(open && dirty);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(roleToForm(role, currentLanguage()));
    setStep(0);
    setDirty(false);
  }, [open, role, form]);

  const next = async () => {
    try {
      await form.validateFields([...BASIC_FIELDS]);
      setStep(1);
    } catch {
      // the fields show what is missing
    }
  };

  const save = async () => {
    let values: RoleFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as RoleFormValues;
    } catch (error) {
      // A problem in step 1 (changed after leaving it) is shown there.
      const fields = (error as { errorFields?: Array<{ name: Array<string | number> }> }).errorFields ?? [];
      if (fields.some((field) => (BASIC_FIELDS as readonly unknown[]).includes(field.name[0]))) setStep(0);
      return;
    }
    setBusy(true);
    try {
      const saved = await rolesApi.save(formToSaveBody(values, role?.id));
      toast.success(t('roleForm.saved'));
      setDirty(false);
      onSaved(saved);
    } catch {
      // shown by the HTTP client (e.g. a sensitive word, an incomplete template)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      width={760}
      title={role ? t('roleForm.editTitle', { name: role.name }) : t('roleForm.createTitle')}
      onClose={() => guard(onClose)}
      destroyOnHidden
      maskClosable={false}
      data-testid="role-wizard"
      footer={
        <div className="ak-wizard-footer">
          {step === 1 && <Button onClick={() => setStep(0)}>{t('roleForm.previous')}</Button>}
          <span className="ak-spacer" />
          <Space>
            <Button onClick={() => guard(onClose)}>{t('common.cancel')}</Button>
            {step === 0 ? (
              <Button type="primary" onClick={() => void next()} data-testid="role-next">
                {t('roleForm.next')}
              </Button>
            ) : (
              <Button type="primary" loading={busy} onClick={() => void save()} data-testid="role-save">
                {t('roleForm.save')}
              </Button>
            )}
          </Space>
        </div>
      }
    >
      <Steps
        size="small"
        current={step}
        items={[{ title: t('roleForm.steps.basic') }, { title: t('roleForm.steps.advanced') }]}
        style={{ marginBottom: 24 }}
      />
      <Form form={form} layout="vertical" onValuesChange={() => setDirty(true)} requiredMark>
        <div hidden={step !== 0}>
          <RoleBasicStep />
        </div>
        <div hidden={step !== 1}>
          <RoleAdvancedStep roleId={role?.id} />
        </div>
      </Form>
    </Drawer>
  );
}
